import ArchlintProject
/// A value while a manifest is interpreted. PackageDescription values (`.target(…)`,
/// `Package(…)`) and instances of the manifest's own structs are `ObjectBox`es: reference
/// semantics, because `Target` and `Package` are classes and manifests mutate them in place.
indirect enum Value {
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
    /// `.macOS`, `.v13`, or a case of one of the manifest's enums, with its payload.
    case enumCase(type: String?, name: String, payload: [Value], ProjectPosition)
    case function(Callable)
    case typeName(String)
    /// What could not be followed statically, and why.
    case unknown(String, ProjectPosition)

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    var stringValue: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    var arrayValue: [Value]? {
        switch self {
        case .array(let elements, _), .tuple(let elements, _, _): return elements
        case .dictionary(let pairs): return pairs.map { .array([$0.key, $0.value], .unknown) }
        default: return nil
        }
    }

    var booleanValue: Bool? {
        if case .boolean(let flag) = self { return flag }
        return nil
    }

    /// Where the value was written, or where the call that made it was.
    var position: ProjectPosition? {
        switch self {
        case .string(_, let position), .array(_, let position), .tuple(_, _, let position), .enumCase(_, _, _, let position),
            .unknown(_, let position):
            return position
        case .object(let box): return box.site
        default: return nil
        }
    }

    /// The same value, attributed to `site` (a helper's result belongs to the helper's caller).
    func relocated(to site: ProjectPosition) -> Value {
        switch self {
        case .string(let text, _): return .string(text, site)
        case .object(let box):
            box.site = site
            return self
        case .array(let elements, _): return .array(elements.map { $0.relocated(to: site) }, site)
        case .tuple(let elements, let labels, _): return .tuple(elements.map { $0.relocated(to: site) }, labels: labels, site)
        default: return self
        }
    }
}

final class ObjectBox {
    /// The constructor: `target`, `product`, `Package`… or the name of a manifest struct.
    let kind: String
    /// Whether `kind` is a struct the manifest declares itself.
    let isUserType: Bool
    var fields: [String: Value]
    /// Unlabeled arguments, in order (`.define("X")`, `"1.0.0"..<"2.0.0"`).
    var positional: [Value]
    /// Where the constructor was called, or the outermost helper call that returned it.
    var site: ProjectPosition

    init(kind: String, isUserType: Bool, fields: [String: Value], positional: [Value], site: ProjectPosition) {
        self.kind = kind
        self.isUserType = isUserType
        self.fields = fields
        self.positional = positional
        self.site = site
    }
}

enum Callable {
    case user(FunctionDeclaration, receiver: Value?, typeName: String?)
    case closure(Closure, Environment)
    /// A method of a built-in value (`append`, `map`, `hasPrefix`…) bound to its receiver.
    case method(Value, String)
    /// A PackageDescription constructor or another type this reader does not model.
    case constructor(String)
    /// The memberwise (or declared) initializer of a manifest struct.
    case initializer(String)
}

final class Environment {
    private var values: [String: Value] = [:]
    let parent: Environment?

    init(parent: Environment?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Value? {
        if let value = values[name] { return value }
        return parent?.lookup(name)
    }

    func define(_ name: String, _ value: Value) {
        values[name] = value
    }

    /// Assigns where the name is defined; defines it here when it is nowhere.
    func assign(_ name: String, _ value: Value) {
        var scope: Environment? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return
            }
            scope = current.parent
        }
        values[name] = value
    }
}

/// What the manifest declares about one of its own types, merged over its extensions.
struct TypeInfo {
    var name: String
    var storedProperties: [(name: String, defaultValue: Expression?)] = []
    var computedProperties: [String: (body: [Statement], isStatic: Bool)] = [:]
    var functions: [String: [FunctionDeclaration]] = [:]
    var initializers: [FunctionDeclaration] = []
    var enumCases: [String: Expression?] = [:]
    var isEnum: Bool { !enumCases.isEmpty }
}
