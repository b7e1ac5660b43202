import ArchlintProject
/// Evaluates a manifest's syntax tree the way `swift package dump-package` would run it, without
/// running anything: PackageDescription calls build plain records, the manifest's own helpers
/// (functions, structs, enums, extensions) are followed, the process environment is empty, and
/// `#if` follows the platform model. What cannot be followed becomes a value that remembers why,
/// and a warning with its line. Budgets on steps and call depth bound every manifest.
final class ManifestInterpreter {
    enum Flow {
        case normal
        case returned(Value)
        case breakLoop
        case continueLoop
    }

    let platform: CompilationPlatform
    let globals = Environment(parent: nil)
    private(set) var types: [String: TypeInfo] = [:]
    var functions: [String: [FunctionDeclaration]] = [:]
    var computedGlobals: [String: [Statement]] = [:]
    /// Every `Package(…)` made, in order: SwiftPM takes the package whatever its variable's name.
    var packages: [ObjectBox] = []
    private(set) var warnings: [ProjectWarning] = []
    private var steps = 0
    var callDepth = 0
    static let stepLimit = 500_000
    static let callDepthLimit = 64
    private var exhausted = false

    init(platform: CompilationPlatform) {
        self.platform = platform
    }

    func warn(_ message: String, _ position: ProjectPosition) {
        guard !warnings.contains(where: { $0.message == message && $0.position == position }) else { return }
        warnings.append(ProjectWarning(message: message, position: position))
    }

    // MARK: Statements

    func run(_ statements: [Statement]) {
        hoist(statements)
        _ = execute(statements, in: globals)
    }

    /// Functions and types may be used before they are declared.
    private func hoist(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .function(let function): functions[function.name, default: []].append(function)
            case .computedVariable(let name, let body, _): computedGlobals[name] = body
            case .type(let type): register(type, prefix: nil)
            case .conditionalCompilation(let clauses):
                if let body = activeClause(clauses) { hoist(body) }
            default: break
            }
        }
    }

    private func register(_ declaration: TypeDeclaration, prefix: String?) {
        let fullName = prefix.map { "\($0).\(declaration.name)" } ?? declaration.name
        for name in Set([fullName, declaration.name, String(declaration.name.split(separator: ".").last ?? "")]) where !name.isEmpty {
            var info = types[name] ?? TypeInfo(name: name)
            info.storedProperties.append(contentsOf: declaration.storedProperties)
            for property in declaration.computedProperties {
                info.computedProperties[property.name] = (property.body, property.isStatic)
            }
            for function in declaration.functions { info.functions[function.name, default: []].append(function) }
            info.initializers.append(contentsOf: declaration.initializers)
            for enumCase in declaration.enumCases { info.enumCases[enumCase.name] = enumCase.rawValue }
            types[name] = info
        }
        for nested in declaration.nestedTypes { register(nested, prefix: fullName) }
    }

    private func activeClause(_ clauses: [(condition: ConditionalCompilationCondition?, body: [Statement])]) -> [Statement]? {
        for clause in clauses {
            guard let condition = clause.condition else { return clause.body }
            if platform.evaluate(condition) { return clause.body }
        }
        return nil
    }

    private func countStep(_ position: ProjectPosition) -> Bool {
        steps += 1
        if steps > ManifestInterpreter.stepLimit {
            if !exhausted { warn("manifest evaluation stopped: step budget exhausted", position) }
            exhausted = true
        }
        return !exhausted
    }

    func execute(_ statements: [Statement], in environment: Environment) -> Flow {
        for statement in statements {
            let flow = execute(statement, in: environment)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ statement: Statement, in environment: Environment) -> Flow {
        switch statement {
        case .expression(let expression):
            if !countStep(expression.position) { return .breakLoop }
            _ = evaluate(expression, in: environment)
        case .variable(let names, let value, let position):
            if !countStep(position) { return .breakLoop }
            let result = value.map { evaluate($0, in: environment) } ?? .none
            if names.count == 1 {
                environment.define(names[0], result)
            } else {
                let elements = result.arrayValue ?? []
                for (offset, name) in names.enumerated() {
                    environment.define(name, offset < elements.count ? elements[offset] : .unknown("tuple element", position))
                }
            }
        case .assignment(let target, let op, let value, let position):
            if !countStep(position) { return .breakLoop }
            var result = evaluate(value, in: environment)
            if op != "=" {
                result = binary(op == "+=" ? "+" : "-", evaluate(target, in: environment), result, position)
            }
            assign(result, to: target, in: environment)
        case .ifStatement(let branches, let elseBody, let position):
            return executeIf(branches, elseBody: elseBody, position: position, in: environment)
        case .guardStatement(let conditions, let elseBody, let position):
            switch test(conditions, in: environment, position: position) {
            case .some(true), .none: return .normal
            case .some(false): return execute(elseBody, in: Environment(parent: environment))
            }
        case .switchStatement(let subject, let cases, let position):
            return executeSwitch(evaluate(subject, in: environment), cases, position: position, in: environment)
        case .forIn(let names, let sequence, let filter, let body, let position):
            let value = evaluate(sequence, in: environment)
            guard let elements = value.arrayValue else {
                warn("loop over a value that could not be read: \(reason(value))", position)
                return .normal
            }
            for element in elements {
                if !countStep(position) { return .breakLoop }
                let scope = Environment(parent: environment)
                bind(names, to: element, in: scope, position: position)
                if let filter, evaluate(filter, in: scope).booleanValue == false { continue }
                let flow = execute(body, in: scope)
                if case .breakLoop = flow { break }
                if case .returned = flow { return flow }
            }
        case .returnStatement(let value, _):
            return .returned(value.map { evaluate($0, in: environment) } ?? .none)
        case .conditionalCompilation(let clauses):
            if let body = activeClause(clauses) { return execute(body, in: environment) }
        case .function(let function):
            if environment === globals {
                if functions[function.name] == nil { functions[function.name] = [function] }
            } else {
                environment.define(function.name, .function(.user(function, receiver: nil, typeName: nil)))
            }
        case .computedVariable(let name, let body, _):
            if environment !== globals { environment.define(name, bodyValue(body, in: Environment(parent: environment), position: .unknown)) }
        case .type(let type):
            if environment !== globals { register(type, prefix: nil) }
        case .breakStatement:
            return .breakLoop
        case .continueStatement:
            return .continueLoop
        case .unsupported(let reason, let position):
            warn("statement not followed: \(reason)", position)
        }
        return .normal
    }

    private func bind(_ names: [String], to element: Value, in scope: Environment, position: ProjectPosition) {
        if names.count == 1 {
            scope.define(names[0], element)
        } else {
            let parts = element.arrayValue ?? []
            for (offset, name) in names.enumerated() {
                scope.define(name, offset < parts.count ? parts[offset] : .unknown("tuple element", position))
            }
        }
    }

    private func executeIf(
        _ branches: [(conditions: [Condition], body: [Statement])], elseBody: [Statement]?, position: ProjectPosition,
        in environment: Environment
    ) -> Flow {
        for branch in branches {
            let scope = Environment(parent: environment)
            switch test(branch.conditions, in: scope, position: position) {
            case .some(true):
                return execute(branch.body, in: scope)
            case .some(false):
                continue
            case .none:
                // Undecidable: read every branch, so no dependency is lost.
                warn("condition could not be decided statically; every branch was read", position)
                for other in branches { _ = execute(other.body, in: Environment(parent: environment)) }
                if let elseBody { _ = execute(elseBody, in: Environment(parent: environment)) }
                return .normal
            }
        }
        if let elseBody { return execute(elseBody, in: Environment(parent: environment)) }
        return .normal
    }

    /// true, false, or nil when a condition cannot be decided.
    private func test(_ conditions: [Condition], in scope: Environment, position: ProjectPosition) -> Bool? {
        var decided = true
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                let value = evaluate(expression, in: scope)
                guard let flag = value.booleanValue else {
                    decided = false
                    continue
                }
                if !flag { return false }
            case .binding(let name, let expression):
                let value = evaluate(expression, in: scope)
                if case .none = value { return false }
                if value.isUnknown { decided = false }
                scope.define(name, value)
            }
        }
        return decided ? true : nil
    }

    private func executeSwitch(_ subject: Value, _ cases: [SwitchCase], position: ProjectPosition, in environment: Environment) -> Flow {
        for switchCase in cases {
            let scope = Environment(parent: environment)
            guard let patterns = switchCase.patterns else { return unwrapBreak(execute(switchCase.body, in: scope)) }
            for pattern in patterns where matches(pattern, subject, scope: scope) {
                return unwrapBreak(execute(switchCase.body, in: scope))
            }
        }
        if subject.isUnknown { warn("switch over a value that could not be read: \(reason(subject))", position) }
        return .normal
    }

    private func unwrapBreak(_ flow: Flow) -> Flow {
        if case .breakLoop = flow { return .normal }
        return flow
    }

    private func matches(_ pattern: Pattern, _ subject: Value, scope: Environment) -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .enumCase(let name, let bindings):
            guard case .enumCase(_, let caseName, let payload, _) = subject, caseName == name else { return false }
            for (offset, binding) in bindings.enumerated() where offset < payload.count { scope.define(binding, payload[offset]) }
            return true
        case .value(let expression):
            return equal(evaluate(expression, in: scope), subject) == true
        }
    }

    // MARK: Assignment

    func assign(_ value: Value, to target: Expression, in environment: Environment) {
        switch target {
        case .identifier(let name, _):
            if environment.lookup(name) == nil, case .object(let receiver)? = environment.lookup("self") {
                receiver.fields[name] = value
            } else {
                environment.assign(name, value)
            }
        case .member(let base, let name, let position):
            let owner = evaluate(base, in: environment)
            guard case .object(let box) = owner else {
                warn("assignment to `\(name)` of a value that could not be read", position)
                return
            }
            box.fields[name] = value
        case .unwrap(let inner):
            assign(value, to: inner, in: environment)
        default:
            warn("assignment target not followed", target.position)
        }
    }
}
