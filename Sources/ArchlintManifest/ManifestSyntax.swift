import ArchlintProject
/// The subset of Swift that manifests are written in, as a syntax tree the interpreter walks.
/// Anything outside the subset parses to `.unsupported` and later becomes a located warning.
indirect enum Expression {
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
    case unsupported(String, ProjectPosition)

    var position: ProjectPosition {
        switch self {
        case .string(_, let p), .integer(_, let p), .float(_, let p), .boolean(_, let p), .nilLiteral(let p),
            .identifier(_, let p), .implicitMember(_, let p), .member(_, _, let p), .call(_, _, let p),
            .subscriptAccess(_, _, let p), .array(_, let p), .dictionary(_, let p), .binary(_, _, _, let p),
            .prefix(_, _, let p), .ternary(_, _, _, let p), .tuple(_, let p), .cast(_, _, let p), .unsupported(_, let p):
            return p
        case .closure(let closure): return closure.position
        case .unwrap(let inner): return inner.position
        }
    }
}

enum StringPart {
    case text(String)
    case interpolation(Expression)
}

struct Argument {
    var label: String?
    var value: Expression
}

struct Closure {
    var parameters: [String]
    var body: [Statement]
    var position: ProjectPosition
}

indirect enum Statement {
    case expression(Expression)
    /// `let`/`var` with one name (or a tuple of names) and an optional initial value.
    case variable(names: [String], value: Expression?, ProjectPosition)
    case assignment(target: Expression, operator: String, value: Expression, ProjectPosition)
    case ifStatement(branches: [(conditions: [Condition], body: [Statement])], elseBody: [Statement]?, ProjectPosition)
    case guardStatement(conditions: [Condition], elseBody: [Statement], ProjectPosition)
    case switchStatement(Expression, [SwitchCase], ProjectPosition)
    case forIn(names: [String], sequence: Expression, filter: Expression?, body: [Statement], ProjectPosition)
    case returnStatement(Expression?, ProjectPosition)
    /// `#if`: each clause's condition tokens as text (nil for `#else`) and its statements.
    case conditionalCompilation([(condition: ConditionalCompilationCondition?, body: [Statement])])
    case function(FunctionDeclaration)
    /// `var name: T { … }` at file level: a getter, usable before its declaration like a function.
    case computedVariable(String, [Statement], ProjectPosition)
    case type(TypeDeclaration)
    case breakStatement, continueStatement
    case unsupported(String, ProjectPosition)
}

enum Condition {
    case expression(Expression)
    /// `let name = value`: true when the value is not nil.
    case binding(String, Expression)
}

struct SwitchCase {
    /// nil for `default:`.
    var patterns: [Pattern]?
    var body: [Statement]
}

enum Pattern {
    /// `.name` or `.name(let a, let b)`.
    case enumCase(String, bindings: [String])
    case value(Expression)
    case wildcard
}

struct Parameter {
    var label: String?
    var name: String
    var defaultValue: Expression?
}

struct FunctionDeclaration {
    var name: String
    var parameters: [Parameter]
    var body: [Statement]
    var isStatic: Bool
    var position: ProjectPosition
}

struct TypeDeclaration {
    var name: String
    var isExtension: Bool
    var storedProperties: [(name: String, defaultValue: Expression?)]
    /// Static and instance properties with a getter body (or a static stored value).
    var computedProperties: [(name: String, body: [Statement], isStatic: Bool)]
    var functions: [FunctionDeclaration]
    var initializers: [FunctionDeclaration]
    var enumCases: [(name: String, rawValue: Expression?)]
    var nestedTypes: [TypeDeclaration]
}

/// The condition of a `#if` clause, kept as a small tree evaluated against the platform model.
indirect enum ConditionalCompilationCondition {
    case flag(String)
    case function(String, argument: String)
    case not(ConditionalCompilationCondition)
    case and(ConditionalCompilationCondition, ConditionalCompilationCondition)
    case or(ConditionalCompilationCondition, ConditionalCompilationCondition)
    case literal(Bool)
}
