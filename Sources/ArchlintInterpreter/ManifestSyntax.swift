import ArchlintProject

/// The subset of Swift that manifests (`Package.swift`, Tuist's `Project.swift` and its helpers)
/// are written in, as a syntax tree the interpreter walks. Anything outside the subset parses to
/// `.unsupported` and later becomes a located warning.
package indirect enum Expression: Sendable {
    case string([StringPart], ProjectPosition)
    case integer(Int, ProjectPosition)
    case float(Double, ProjectPosition)
    case boolean(Bool, ProjectPosition)
    case nilLiteral(ProjectPosition)
    case identifier(String, ProjectPosition)
    /// `.name`, resolved by the type the context expects.
    case implicitMember(String, ProjectPosition)
    case member(Expression, String, ProjectPosition)
    case call(Expression, [Argument], ProjectPosition)
    case subscriptAccess(Expression, [Argument], ProjectPosition)
    case array([Expression], ProjectPosition)
    case dictionary([(Expression, Expression)], ProjectPosition)
    case closure(Closure)
    case binary(String, Expression, Expression, ProjectPosition)
    case prefix(String, Expression, ProjectPosition)
    /// `x!` and `x?`: optionals are plain values here.
    case unwrap(Expression)
    case ternary(Expression, Expression, Expression, ProjectPosition)
    case tuple([Argument], ProjectPosition)
    /// `x as T`, `x as? T`, `x is T`: the value passes through (an `is` test is unknown).
    case cast(Expression, isTest: Bool, ProjectPosition)
    /// `\.name.other` or `\Type.name`: the member names, in order.
    case keyPath([String], ProjectPosition)
    /// An `if` or `switch` used as a value (`let product: Product = if flag { .app } else { .framework }`).
    case branching(Statement, ProjectPosition)
    case unsupported(String, ProjectPosition)

    var position: ProjectPosition {
        switch self {
        case .string(_, let p), .integer(_, let p), .float(_, let p), .boolean(_, let p), .nilLiteral(let p),
            .identifier(_, let p), .implicitMember(_, let p), .member(_, _, let p), .call(_, _, let p),
            .subscriptAccess(_, _, let p), .array(_, let p), .dictionary(_, let p), .binary(_, _, _, let p),
            .prefix(_, _, let p), .ternary(_, _, _, let p), .tuple(_, let p), .cast(_, _, let p), .keyPath(_, let p),
            .branching(_, let p), .unsupported(_, let p):
            return p
        case .closure(let closure): return closure.position
        case .unwrap(let inner): return inner.position
        }
    }
}

package enum StringPart: Sendable {
    case text(String)
    case interpolation(Expression)
}

package struct Argument: Sendable {
    var label: String?
    var value: Expression
}

package struct Closure: Sendable {
    var parameters: [String]
    var body: [Statement]
    var position: ProjectPosition
}

package indirect enum Statement: Sendable {
    case expression(Expression)
    /// `let`/`var` with one name (or a tuple of names), its written type and an optional initial value.
    case variable(names: [String], type: String?, value: Expression?, ProjectPosition)
    case assignment(target: Expression, operator: String, value: Expression, ProjectPosition)
    case ifStatement(branches: [(conditions: [Condition], body: [Statement])], elseBody: [Statement]?, ProjectPosition)
    case guardStatement(conditions: [Condition], elseBody: [Statement], ProjectPosition)
    case switchStatement(Expression, [SwitchCase], ProjectPosition)
    case forIn(names: [String], sequence: Expression, filter: Expression?, body: [Statement], ProjectPosition)
    case returnStatement(Expression?, ProjectPosition)
    /// `#if`: each clause's condition (nil for `#else`) and its statements.
    case conditionalCompilation([(condition: ConditionalCompilationCondition?, body: [Statement])])
    case function(FunctionDeclaration)
    /// `var name: T { … }` at file level: a getter, usable before its declaration like a function.
    case computedVariable(String, type: String?, [Statement], ProjectPosition)
    case type(TypeDeclaration)
    /// `typealias Name = Other`.
    case typeAlias(String, String)
    case breakStatement, continueStatement
    case unsupported(String, ProjectPosition)
}

package enum Condition: Sendable {
    case expression(Expression)
    /// `let name = value`: true when the value is not nil.
    case binding(String, Expression)
}

package struct SwitchCase: Sendable {
    /// nil for `default:`.
    var patterns: [Pattern]?
    var body: [Statement]
}

package enum Pattern: Sendable {
    /// `.name` or `.name(let a, let b)`.
    case enumCase(String, bindings: [String])
    case value(Expression)
    case wildcard
}

package struct Parameter: Sendable {
    var label: String?
    var name: String
    var defaultValue: Expression?
    /// The written type (`Set<TargetType>`, `T.Type`), for the values `.member`s in its argument stand for.
    var type: String?
    /// Marked with a result builder attribute (`@ArrayBuilder<Element> _ build: () -> [Element]`).
    var isBuilder = false
}

package struct FunctionDeclaration: Sendable {
    var name: String
    var parameters: [Parameter]
    var body: [Statement]
    var isStatic: Bool
    var position: ProjectPosition
    /// `<T: Modulable>`: bound to the type of the argument that has that type.
    var genericParameters: [String] = []
    var returnType: String?
}

package struct TypeDeclaration: Sendable {
    enum Kind: Sendable {
        case structure, classType, enumeration, protocolType, extensionType
    }

    var name: String
    var kind: Kind
    /// What the type conforms to or inherits from, as written (`String`, `Modulable`, `CaseIterable`).
    var inheritance: [String] = []
    var storedProperties: [(name: String, type: String?, defaultValue: Expression?)] = []
    /// Static and instance properties with a getter body (or a static stored value).
    var computedProperties: [(name: String, type: String?, body: [Statement], isStatic: Bool)] = []
    var functions: [FunctionDeclaration] = []
    var initializers: [FunctionDeclaration] = []
    /// Each case with its raw value and the types of its associated values (`case core(Core)`).
    var enumCases: [EnumCase] = []
    var nestedTypes: [TypeDeclaration] = []
    var typeAliases: [(name: String, target: String)] = []
}

package struct EnumCase: Sendable {
    var name: String
    var rawValue: Expression?
    var payloadTypes: [String]
}

/// The condition of a `#if` clause, kept as a small tree evaluated against the platform model.
package indirect enum ConditionalCompilationCondition: Sendable {
    case flag(String)
    case function(String, argument: String)
    case not(ConditionalCompilationCondition)
    case and(ConditionalCompilationCondition, ConditionalCompilationCondition)
    case or(ConditionalCompilationCondition, ConditionalCompilationCondition)
    case literal(Bool)
}
