import ArchlintProject

/// A value while a manifest is interpreted. Values of the description API (`.target(…)`,
/// `Package(…)`, `Project(…)`) and instances of the manifest's own structs and classes are
/// `ObjectBox`es; whether assigning one copies it depends on what it stands for (see
/// `ObjectBox.isShared`).
package indirect enum Value {
    case string(String, ProjectPosition)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case none
    case array([Value], ProjectPosition)
    /// `(name: "A", product: "B")`: its elements by label or by position (`.0`).
    case tuple([Value], labels: [String?], ProjectPosition)
    case dictionary([(key: Value, value: Value)])
    case object(ObjectBox)
    /// `.macOS`, `.v13`, or a case of one of the manifest's enums (by its full name), with its payload.
    case enumCase(type: String?, name: String, payload: [Value], ProjectPosition)
    case function(Callable)
    /// A type used as a value (`Feature.self`, `TargetDependency` before `.external(…)`), by its full name.
    case typeName(String)
    /// What could not be followed statically, and why.
    case unknown(String, ProjectPosition)

    package var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    package var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    package var stringValue: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    package var arrayValue: [Value]? {
        switch self {
        case .array(let elements, _), .tuple(let elements, _, _): return elements
        case .dictionary(let pairs): return pairs.map { .tuple([$0.key, $0.value], labels: ["key", "value"], .unknown) }
        default: return nil
        }
    }

    package var booleanValue: Bool? {
        if case .boolean(let flag) = self { return flag }
        return nil
    }

    /// Where the value was written, or where the call that made it was.
    package var position: ProjectPosition? {
        switch self {
        case .string(_, let position), .array(_, let position), .tuple(_, _, let position), .enumCase(_, _, _, let position),
            .unknown(_, let position):
            return position
        case .object(let box): return box.site
        default: return nil
        }
    }

    /// Runs `body` on the elements of a list, in place: no copy is made when nothing else holds
    /// the list (a variable taken out of its scope). nil for any other value.
    mutating func updateList<Result>(_ body: (inout [Value]) -> Result) -> Result? {
        guard case .array(var elements, let site) = self else { return nil }
        self = .none  // the enum's reference goes: `elements` is the only one left
        defer { self = .array(elements, site) }
        return body(&elements)
    }
}

package final class ObjectBox {
    /// The constructor (`target`, `product`, `Package`, `Target`…) or the full name of a manifest type.
    package let kind: String
    /// The type the constructor was reached through (`Target` in `Target.target(…)`, the expected
    /// type of `.init(…)`), when known.
    package let type: String?
    /// Whether `kind` is a type the manifest declares itself.
    package let isUserType: Bool
    /// Whether copies share the object: a class (PackageDescription's `Target` and `Package` are
    /// classes, and manifests mutate them in place); structs are copied when assigned.
    let isShared: Bool
    package var fields: [String: Value]
    /// Unlabeled arguments, in order (`.define("X")`, `"1.0.0"..<"2.0.0"`).
    package var positional: [Value]
    /// Where the constructor was called, or the outermost helper call that returned it.
    package var site: ProjectPosition
    /// The call written in the manifest itself during which a helper (in another file) made the
    /// object: where the manifest asks for it.
    package var origin: ProjectPosition?

    init(kind: String, type: String?, isUserType: Bool, isShared: Bool, fields: [String: Value], positional: [Value], site: ProjectPosition) {
        self.kind = kind
        self.type = type
        self.isUserType = isUserType
        self.isShared = isShared
        self.fields = fields
        self.positional = positional
        self.site = site
    }
}

package enum Callable {
    case user(FunctionDeclaration, receiver: Value?, typeName: String?)
    case closure(Closure, Environment)
    /// A closure given to a result builder parameter: its statements' values make an array.
    case builder(Closure, Environment)
    /// A method of a built-in value (`append`, `map`, `hasPrefix`…) bound to its receiver.
    case method(Value, String)
    /// `\.name.other`: reads those members of its argument.
    case keyPath([String])
}

/// The names visible in a scope. Environments that closures capture are torn down with the
/// interpreter: a closure stored in a variable of the scope it captured is a reference cycle.
package final class Environment {
    private var values: [String: Value] = [:]
    let parent: Environment?

    init(parent: Environment?) {
        self.parent = parent
    }

    package func lookup(_ name: String) -> Value? {
        var scope: Environment? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    func define(_ name: String, _ value: Value) {
        values[name] = value
    }

    /// Assigns where the name is defined; defines it here when it is nowhere.
    func assign(_ name: String, _ value: Value) {
        owner(of: name).values[name] = value
    }

    /// Takes the value out (leaving nil) so that it can be mutated in place, or nil when undefined.
    func take(_ name: String) -> Value? {
        let scope = owner(of: name)
        guard scope.values[name] != nil else { return nil }
        return scope.values.updateValue(.none, forKey: name)
    }

    private func owner(of name: String) -> Environment {
        var scope: Environment? = self
        while let current = scope {
            if current.values[name] != nil { return current }
            scope = current.parent
        }
        return self
    }

    func tearDown() {
        values = [:]
    }
}

/// What the manifest declares about one of its own types, merged over its extensions.
struct TypeInfo {
    var name: String
    var kind: TypeDeclaration.Kind = .extensionType
    var inheritance: [String] = []
    var storedProperties: [(name: String, type: String?, defaultValue: Expression?)] = []
    var computedProperties: [String: (type: String?, body: [Statement], isStatic: Bool)] = [:]
    var functions: [String: [FunctionDeclaration]] = [:]
    var initializers: [FunctionDeclaration] = []
    /// In declaration order (`allCases`).
    var enumCases: [EnumCase] = []
    var isEnum: Bool { kind == .enumeration || !enumCases.isEmpty }

    func enumCase(_ name: String) -> EnumCase? {
        enumCases.first { $0.name == name }
    }
}
