import ArchlintProject

/// Evaluates a manifest's syntax tree the way Swift would run it, without running anything:
/// description calls (`.target(…)`, `Project(…)`) build plain records, the manifest's own helpers
/// (functions, structs, enums, protocols and their extensions, in the manifest or in helper files)
/// are followed, the process environment is empty, and `#if` follows the platform model. What
/// cannot be followed becomes a value that remembers why, and a warning with its file and line.
/// A budget of work and memory bounds every manifest (`InterpreterBudget`).
package final class ManifestInterpreter {
    enum Flow {
        case normal
        case returned(Value)
        case breakLoop
        case continueLoop
        /// The budget ran out: everything unwinds.
        case stopped
    }

    let platform: CompilationPlatform
    package let globals = Environment(parent: nil)
    /// The manifest's types by full name (`ModulePaths.Feature`), merged over their extensions.
    var types: [String: TypeInfo] = [:]
    /// Full names by last component (`Feature` → `ModulePaths.Feature`), for names written short.
    var typesByShortName: [String: [String]] = [:]
    var typeAliases: [String: String] = [:] {
        didSet { resolvedTypes = [:] }
    }
    /// `resolveType` answers, by written name and context; forgotten when a type is declared.
    var resolvedTypes: [String: String?] = [:] {
        didSet { if resolvedTypes.isEmpty { expectedTypesByText = [:] } }
    }
    /// `expectedTypeNames` answers that depend on no generic parameter, by context and text.
    var expectedTypesByText: [String: [String]] = [:]
    /// The names of every generic parameter the manifest's functions declare (`T`).
    var genericParameterNames = Set<String>()
    var typeWordsByText: [String: [String]] = [:]
    /// Types that declare a static member or case of a name, for `.name` with no type to go by.
    var staticMemberOwners: [String: [String]]?
    var functions: [String: [FunctionDeclaration]] = [:]
    var computedGlobals: [String: (type: String?, body: [Statement])] = [:]
    /// Top-level constants of helper files: evaluated when first used, as Swift initializes globals.
    var lazyGlobals: [String: (type: String?, value: Expression, position: ProjectPosition)] = [:]
    /// Module names a type may be qualified with (`ProjectDescription.Path`).
    package var moduleNames: Set<String> = ["Swift", "Foundation", "PackageDescription", "ProjectDescription"]
    let api: DescriptionAPI
    /// Constructor kinds whose every value is kept, in order (`Package`: SwiftPM takes the package
    /// whatever its variable's name).
    let recordedKinds: Set<String>
    package private(set) var recorded: [ObjectBox] = []
    package private(set) var warnings: [ProjectWarning] = []
    private struct WarningKey: Hashable {
        var message: String
        var position: ProjectPosition
    }
    private var warningKeys = Set<WarningKey>()
    static let maximumWarnings = 200

    let budget: InterpreterBudget
    private(set) var spent = 0
    package private(set) var isExhausted = false
    var callDepth = 0
    /// The types the value being evaluated is expected to have (a parameter's, an annotation's),
    /// innermost first: `.name` looks there before anywhere else.
    var expectedTypes: [String] = []
    /// The outermost call being run that is written in the manifest itself (see `ObjectBox.origin`).
    var manifestCallSite: ProjectPosition?
    /// Environments closures captured, and objects made: emptied when the interpreter goes away,
    /// since a closure stored where it can see itself (or an object holding itself) is a cycle.
    private var capturedEnvironments: [Environment] = []
    private var objects: [ObjectBox] = []

    package init(
        platform: CompilationPlatform, budget: InterpreterBudget = .standard, api: DescriptionAPI = .packageDescription,
        recordedKinds: Set<String> = []
    ) {
        self.platform = platform
        self.budget = budget
        self.api = api
        self.recordedKinds = recordedKinds
    }

    deinit {
        globals.tearDown()
        for environment in capturedEnvironments { environment.tearDown() }
        for object in objects {
            object.fields = [:]
            object.positional = []
        }
    }

    package func warn(_ message: String, _ position: ProjectPosition) {
        guard warningKeys.insert(WarningKey(message: message, position: position)).inserted else { return }
        if warnings.count == Self.maximumWarnings {
            warnings.append(ProjectWarning(message: "further warnings omitted", position: position, file: position.file))
        }
        guard warnings.count < Self.maximumWarnings else { return }
        warnings.append(ProjectWarning(message: message, position: position, file: position.file))
    }

    // MARK: Budget

    /// Spends `units` of work at `position`; false (once with a warning) when the budget is gone.
    func charge(_ units: Int, _ position: ProjectPosition) -> Bool {
        guard !isExhausted else { return false }
        spent += units
        if spent > budget.work { exhaust("the work budget (\(budget.work) steps)", position) }
        return !isExhausted
    }

    /// Whether a value of `bytes` bytes or `elements` elements stays within the caps; false (the
    /// budget exhausted) past them.
    func fits(bytes: Int = 0, elements: Int = 0, _ position: ProjectPosition) -> Bool {
        if bytes > budget.maximumStringBytes {
            exhaust("a string longer than \(budget.maximumStringBytes) bytes", position)
        } else if elements > budget.maximumElements {
            exhaust("a list of more than \(budget.maximumElements) elements", position)
        }
        return !isExhausted
    }

    /// Charges for a value of `bytes` bytes or `elements` elements being built; false past a cap.
    func chargeAllocation(bytes: Int = 0, elements: Int = 0, _ position: ProjectPosition) -> Bool {
        fits(bytes: bytes, elements: elements, position) && charge(1 + (bytes + elements * 8) / InterpreterBudget.bytesPerUnit, position)
    }

    private func exhaust(_ what: String, _ position: ProjectPosition) {
        guard !isExhausted else { return }
        isExhausted = true
        warn("manifest evaluation stopped: budget exhausted by \(what); what was read before this line is kept", position)
    }

    func track(_ environment: Environment) {
        capturedEnvironments.append(environment)
    }

    /// A new object; one of a recorded kind is recorded unless it is a copy of one.
    func makeObject(
        kind: String, type: String?, isUserType: Bool, isShared: Bool, fields: [String: Value], positional: [Value], site: ProjectPosition,
        copying original: ObjectBox? = nil
    ) -> ObjectBox {
        let box = ObjectBox(kind: kind, type: type, isUserType: isUserType, isShared: isShared, fields: fields, positional: positional, site: site)
        box.origin = original?.origin ?? manifestCallSite
        objects.append(box)
        if original == nil, recordedKinds.contains(kind) || type.map(recordedKinds.contains) == true { recorded.append(box) }
        return box
    }

    /// The value a `let`/`var` or parameter binds: a struct is copied, a class shared.
    func copied(_ value: Value) -> Value {
        guard case .object(let box) = value, !box.isShared else { return value }
        return .object(makeObject(
            kind: box.kind, type: box.type, isUserType: box.isUserType, isShared: false, fields: box.fields, positional: box.positional, site: box.site,
            copying: box))
    }

    // MARK: Running

    /// Runs a manifest: its declarations are hoisted, then its statements run in order.
    package func run(_ file: ParsedManifest) {
        var declarations: [TypeDeclaration] = []
        hoist(file.statements, lazyConstants: false, types: &declarations)
        register(declarations)
        _ = execute(file.statements, in: globals)
    }

    /// Loads helper files (Tuist's `ProjectDescriptionHelpers`, a plugin's helpers): their
    /// declarations become visible, and their top-level constants are evaluated when first used.
    package func load(_ files: [ParsedManifest]) {
        var declarations: [TypeDeclaration] = []
        for file in files { hoist(file.statements, lazyConstants: true, types: &declarations) }
        register(declarations)
    }

    /// The value of a global the manifest defined, when it did.
    package func global(_ name: String) -> Value? {
        globals.lookup(name)
    }

    /// Functions and types may be used before they are declared.
    private func hoist(_ statements: [Statement], lazyConstants: Bool, types declarations: inout [TypeDeclaration]) {
        for statement in statements {
            switch statement {
            case .function(let function):
                functions[function.name, default: []].append(function)
                genericParameterNames.formUnion(function.genericParameters)
            case .computedVariable(let name, let type, let body, _): computedGlobals[name] = (type, body)
            case .type(let type): declarations.append(type)
            case .typeAlias(let name, let target): typeAliases[name] = target
            case .variable(let names, let type, let value?, let position) where lazyConstants && names.count == 1:
                lazyGlobals[names[0]] = (type, value, position)
            case .conditionalCompilation(let clauses):
                if let body = activeClause(clauses) { hoist(body, lazyConstants: lazyConstants, types: &declarations) }
            default: break
            }
        }
    }

    func activeClause(_ clauses: [(condition: ConditionalCompilationCondition?, body: [Statement])]) -> [Statement]? {
        for clause in clauses {
            guard let condition = clause.condition else { return clause.body }
            if platform.evaluate(condition) { return clause.body }
        }
        return nil
    }

    // MARK: Statements

    func execute(_ statements: [Statement], in environment: Environment) -> Flow {
        for statement in statements {
            let flow = execute(statement, in: environment)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ statement: Statement, in environment: Environment) -> Flow {
        if isExhausted { return .stopped }
        switch statement {
        case .expression(let expression):
            guard charge(1, expression.position) else { return .stopped }
            _ = evaluate(expression, in: environment)
        case .variable(let names, let type, let value, let position):
            guard charge(1, position) else { return .stopped }
            let result = value.map { evaluate($0, in: environment, expecting: type) } ?? .none
            if names.count == 1 {
                environment.define(names[0], copied(result))
            } else {
                let elements = result.arrayValue ?? []
                for (offset, name) in names.enumerated() {
                    environment.define(name, offset < elements.count ? elements[offset] : .unknown("tuple element", position))
                }
            }
        case .assignment(let target, let op, let value, let position):
            guard charge(1, position) else { return .stopped }
            if op == "+=", case .identifier(let name, _) = target, let appended = appendInPlace(name, value, in: environment, position: position) {
                return appended ? .normal : .stopped
            }
            var result = evaluate(value, in: environment, expecting: declaredType(of: target, in: environment) ?? "")
            if op != "=" {
                result = binary(op == "+=" ? "+" : "-", evaluate(target, in: environment), result, position)
            }
            assign(copied(result), to: target, in: environment)
        case .ifStatement(let branches, let elseBody, let position):
            return executeIf(branches, elseBody: elseBody, position: position, in: environment)
        case .guardStatement(let conditions, let elseBody, let position):
            switch test(conditions, in: environment, position: position) {
            case .some(true): return .normal
            case .none:
                if !isExhausted { warn("condition could not be decided statically; what follows the guard was read", position) }
                return isExhausted ? .stopped : .normal
            case .some(false): return execute(elseBody, in: Environment(parent: environment))
            }
        case .switchStatement(let subject, let cases, let position):
            return executeSwitch(evaluate(subject, in: environment), cases, position: position, in: environment)
        case .forIn(let names, let sequence, let filter, let body, let position):
            let value = evaluate(sequence, in: environment)
            guard let elements = value.arrayValue else {
                if isExhausted { return .stopped }
                warn("loop over a value that could not be read: \(reason(value))", position)
                return .normal
            }
            for element in elements {
                guard charge(1, position) else { return .stopped }
                let scope = Environment(parent: environment)
                bind(names, to: element, in: scope, position: position)
                if let filter, evaluate(filter, in: scope).booleanValue == false { continue }
                switch execute(body, in: scope) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .stopped: return .stopped
                case .normal, .continueLoop: continue
                }
            }
        case .returnStatement(let value, _):
            let result = value.map { evaluate($0, in: environment, expecting: environment.lookup(Self.returnTypeName)?.stringValue) } ?? .none
            return isExhausted ? .stopped : .returned(result)
        case .conditionalCompilation(let clauses):
            if let body = activeClause(clauses) { return execute(body, in: environment) }
        case .function(let function):
            if environment === globals {
                if functions[function.name] == nil { functions[function.name] = [function] }
            } else {
                genericParameterNames.formUnion(function.genericParameters)
                environment.define(function.name, .function(.user(function, receiver: nil, typeName: nil)))
            }
        case .computedVariable(let name, _, let body, _):
            if environment !== globals { environment.define(name, bodyValue(body, in: Environment(parent: environment), position: .unknown)) }
        case .type(let type):
            if environment !== globals { register(type, prefix: nil) }
        case .typeAlias(let name, let target):
            typeAliases[name] = target
        case .breakStatement:
            return .breakLoop
        case .continueStatement:
            return .continueLoop
        case .unsupported(let reason, let position):
            warn("statement not followed: \(reason)", position)
        }
        return isExhausted ? .stopped : .normal
    }

    /// The hidden name under which a function's scope keeps its declared return type.
    static let returnTypeName = " return type"

    func bind(_ names: [String], to element: Value, in scope: Environment, position: ProjectPosition) {
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
                if isExhausted { return .stopped }
                // Undecidable: read every branch, so no dependency is lost.
                warn("condition could not be decided statically; every branch was read", position)
                for other in branches { if case .stopped = execute(other.body, in: Environment(parent: environment)) { return .stopped } }
                if let elseBody, case .stopped = execute(elseBody, in: Environment(parent: environment)) { return .stopped }
                return .normal
            }
        }
        if let elseBody { return execute(elseBody, in: Environment(parent: environment)) }
        return .normal
    }

    /// true, false, or nil when a condition cannot be decided.
    func test(_ conditions: [Condition], in scope: Environment, position: ProjectPosition) -> Bool? {
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
        guard let (switchCase, scope) = matchingCase(subject, cases, in: environment) else {
            if subject.isUnknown, !isExhausted { warn("switch over a value that could not be read: \(reason(subject))", position) }
            return isExhausted ? .stopped : .normal
        }
        let flow = execute(switchCase.body, in: scope)
        if case .breakLoop = flow { return .normal }
        return flow
    }

    /// The first case whose pattern matches `subject`, with its bindings in a new scope.
    func matchingCase(_ subject: Value, _ cases: [SwitchCase], in environment: Environment) -> (SwitchCase, Environment)? {
        for switchCase in cases {
            let scope = Environment(parent: environment)
            guard let patterns = switchCase.patterns else { return (switchCase, scope) }
            if patterns.contains(where: { matches($0, subject, scope: scope) }) { return (switchCase, scope) }
        }
        return nil
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
                if !owner.isUnknown { warn("assignment to `\(name)` of a value that could not be read", position) }
                return
            }
            box.fields[name] = value
        case .unwrap(let inner):
            assign(value, to: inner, in: environment)
        case .subscriptAccess(let base, let arguments, let position):
            guard let key = arguments.first.map({ evaluate($0.value, in: environment) }) else { return }
            let container = evaluate(base, in: environment)
            switch container {
            case .dictionary(var pairs):
                if let offset = pairs.firstIndex(where: { equal($0.key, key) == true }) { pairs[offset].value = value } else { pairs.append((key, value)) }
                assign(.dictionary(pairs), to: base, in: environment)
            case .array(var elements, let site):
                guard case .integer(let offset) = key, elements.indices.contains(offset) else { return }
                elements[offset] = value
                assign(.array(elements, site), to: base, in: environment)
            default:
                if !container.isUnknown { warn("assignment through a subscript of a value that could not be read", position) }
            }
        default:
            warn("assignment target not followed", target.position)
        }
    }

    /// The type a manifest type declares for the member assigned (`spec.sources = .sources`).
    private func declaredType(of target: Expression, in environment: Environment) -> String? {
        guard case .member(let base, let name, _) = target, case .object(let box) = evaluate(base, in: environment), box.isUserType else { return nil }
        return findMember(of: box.kind) { info in info.storedProperties.first { $0.name == name }?.type }
    }

    /// `list += [x]` on a variable: appended without copying the list (a loop that grows a list
    /// stays linear). nil when `name` is not a list; false when the budget ran out.
    private func appendInPlace(_ name: String, _ value: Expression, in environment: Environment, position: ProjectPosition) -> Bool? {
        guard case .array? = environment.lookup(name) else { return nil }
        let added = evaluate(value, in: environment)
        guard let addedElements = added.arrayValue, var list = environment.take(name) else {
            if added.isUnknown, let list = environment.lookup(name) {
                environment.assign(name, binary("+", list, added, position))
                return !isExhausted
            }
            return nil
        }
        defer { environment.assign(name, list) }
        return list.updateList { elements in
            guard fits(elements: elements.count + addedElements.count, position) else { return false }
            return charged(&elements, position) { $0.append(contentsOf: addedElements) }
        } ?? nil
    }

    /// Changes a list and charges what it cost: the elements added, or every element when the
    /// list had to be copied (it is shared with another variable or object) or grown.
    func charged(_ elements: inout [Value], _ position: ProjectPosition, _ change: (inout [Value]) -> Void) -> Bool {
        let before = elements.count
        let buffer = elements.withUnsafeBufferPointer { $0.baseAddress }
        change(&elements)
        let moved = elements.withUnsafeBufferPointer { $0.baseAddress } != buffer
        return chargeAllocation(elements: moved ? elements.count : max(elements.count - before, 0), position)
    }
}
