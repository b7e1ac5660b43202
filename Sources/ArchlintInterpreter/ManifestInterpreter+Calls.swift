import ArchlintProject

extension ManifestInterpreter {
    /// A call's arguments: as written (evaluated where the parameter they fill says what to
    /// expect), or already evaluated (a function passed to `map`).
    enum Arguments {
        case written([Argument], Environment)
        case values([Value])

        var count: Int {
            switch self {
            case .written(let arguments, _): arguments.count
            case .values(let values): values.count
            }
        }
    }

    static let mutatingMethods: Set<String> = ["append", "insert", "removeAll", "remove", "removeFirst", "removeLast", "formUnion"]

    func call(_ callee: Expression, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value {
        guard charge(1 + arguments.count, position) else { return .unknown("budget exhausted", position) }
        switch callee {
        case .implicitMember(let name, let memberPosition):
            return implicitMember(name, arguments: arguments, position: memberPosition, in: environment)
        case .member(let baseExpression, let name, let memberPosition):
            if Self.mutatingMethods.contains(name), let done = mutateInPlace(baseExpression, name, arguments, position: memberPosition, in: environment) {
                return done
            }
            let base = memberBase(baseExpression, in: environment)
            if case .typeName(let typeName) = base {
                return staticMember(of: typeName, name, arguments: arguments, position: memberPosition, in: environment)
            }
            return invoke(instanceMember(of: base, name, position: memberPosition), .written(arguments, environment), position: position)
        case .identifier(let name, let namePosition):
            if environment.lookup(name) == nil, let function = overload(named: name, labels: arguments.map(\.label), in: environment) {
                return invoke(function.declaration, receiver: function.receiver, typeName: function.typeName, arguments: .written(arguments, environment), position: namePosition)
            }
            return invoke(lookup(name, in: environment, position: namePosition), .written(arguments, environment), position: namePosition)
        default:
            return invoke(evaluate(callee, in: environment), .written(arguments, environment), position: position)
        }
    }

    /// The function an unqualified call means: a method of `self`, a static function of the
    /// enclosing type, or a global function, picked among overloads by argument labels.
    private func overload(named name: String, labels: [String?], in environment: Environment)
        -> (declaration: FunctionDeclaration, receiver: Value?, typeName: String?)?
    {
        if case .typeName(let context)? = environment.lookup("Self") {
            let receiver = environment.lookup("self")
            let found = findMember(of: context) { info -> FunctionDeclaration? in
                let candidates = (info.functions[name] ?? []).filter { receiver != nil || $0.isStatic }
                return candidates.first { labelsMatch($0, labels) } ?? candidates.first
            }
            if let found { return (found, found.isStatic ? nil : receiver, context) }
        }
        guard let candidates = functions[name], !candidates.isEmpty else { return nil }
        return (candidates.first { labelsMatch($0, labels) } ?? candidates[0], nil, nil)
    }

    func invoke(_ value: Value, _ arguments: Arguments, position: ProjectPosition) -> Value {
        switch value {
        case .function(.user(let function, let receiver, let typeName)):
            return invoke(function, receiver: receiver, typeName: typeName, arguments: arguments, position: position)
        case .function(.closure(let closure, let closureEnvironment)):
            return invoke(closure, in: closureEnvironment, with: evaluated(arguments), position: position)
        case .function(.builder(let closure, let closureEnvironment)):
            return build(closure, in: closureEnvironment, position: position)
        case .function(.method(let receiver, let name)):
            return builtinMethod(receiver, name, labeledValues(arguments), position: position)
        case .function(.keyPath(let names)):
            guard let subject = evaluated(arguments).first else { return .unknown("key path without a value", position) }
            return names.reduce(subject) { instanceMember(of: $0, $1, position: position) }
        case .typeName(let typeName):
            if isDeclared(typeName) { return instantiate(typeName, arguments, position: position) }
            return builtinInitializer(typeName, arguments, position: position)
        case .array(_, let site):
            return .array([], site)  // `[Target]()`
        case .dictionary:
            return .dictionary([])  // `[String: SettingValue]()`
        case .unknown:
            return value
        case .none:
            return .none  // `optional?.map(…)` on nil
        default:
            return .unknown("call of a value that is not a function", position)
        }
    }

    func evaluated(_ arguments: Arguments) -> [Value] {
        switch arguments {
        case .written(let written, let environment): return written.map { evaluate($0.value, in: environment) }
        case .values(let values): return values
        }
    }

    /// `String(describing: x)`, `Set(list)`, `URL(…)`, `Target(…)`: what the manifest does not declare.
    private func builtinInitializer(_ typeName: String, _ arguments: Arguments, position: ProjectPosition) -> Value {
        guard case .written(let written, let environment) = arguments else {
            return arguments.count == 1 ? evaluated(arguments)[0] : .unknown("\(typeName)(…)", position)
        }
        switch typeName {
        case "String" where written.count == 1:
            let value = evaluate(written[0].value, in: environment)
            if value.isUnknown { return value }
            if case .array(let characters, _) = value, case let parts = characters.compactMap(\.stringValue), parts.count == characters.count {
                return .string(parts.joined(), position)
            }
            return render(value).map { .string($0, position) } ?? .string(describe(value), position)
        case "Set", "Array", "Int", "Bool", "Double", "Dictionary", "Character" where written.count == 1 && (written[0].label == nil || written[0].label == "uniqueKeysWithValues"):
            return evaluate(written[0].value, in: environment)
        default:
            return construct(typeName, written, type: typeName, position: position, in: environment)
        }
    }

    /// Calls one of the manifest's functions; its result is attributed to this call site.
    func invoke(_ function: FunctionDeclaration, receiver: Value?, typeName: String?, arguments: Arguments, position: ProjectPosition) -> Value {
        let scope: Environment
        switch callScope(receiver: receiver, typeName: typeName, returnType: function.returnType, position: position) {
        case .success(let made): scope = made
        case .failure(let stop): return stop.value
        }
        bindArguments(arguments, to: function, typeName: typeName, in: scope, position: position)
        callDepth += 1
        defer { callDepth -= 1 }
        let result = enteringManifestCall(at: position) { bodyValue(function.body, in: scope, position: position) }
        // Values the manifest wrote that a helper file's function hands back (a result builder's
        // closure) stay where the manifest wrote them.
        return relocated(result, to: position, keepingManifestPlaces: function.position.file != nil && position.file == nil)
    }

    /// Binds each parameter of `function` to its argument (evaluated expecting the parameter's
    /// type), its default value, or an unknown value; generic parameters to the types of their arguments.
    private func bindArguments(_ arguments: Arguments, to function: FunctionDeclaration, typeName: String?, in scope: Environment, position: ProjectPosition) {
        let parameters = function.parameters
        func bind(_ parameter: Parameter, _ value: Value) {
            scope.define(parameter.name, copied(value))
            bindGenericParameter(function.genericParameters, written: parameter.type, to: value, in: scope)
        }
        func fallback(_ parameter: Parameter) -> Value {
            guard let defaultValue = parameter.defaultValue else { return .unknown("argument `\(parameter.label ?? parameter.name)` missing", position) }
            return evaluate(defaultValue, in: scope, expecting: parameter.type, context: typeName)
        }
        guard case .written(let written, let environment) = arguments else {
            let values = evaluated(arguments)
            for (offset, parameter) in parameters.enumerated() { bind(parameter, offset < values.count ? values[offset] : fallback(parameter)) }
            return
        }
        func argument(_ index: Int, for parameter: Parameter) -> Value {
            let value = evaluate(written[index].value, in: environment, expecting: parameter.type, context: typeName)
            if parameter.isBuilder, case .function(.closure(let closure, let captured)) = value { return .function(.builder(closure, captured)) }
            return value
        }
        var next = 0
        for (offset, parameter) in parameters.enumerated() {
            let isVariadic = parameter.type?.hasSuffix("...") ?? false
            if next < written.count, written[next].label == parameter.label {
                var elements = [argument(next, for: parameter)]
                next += 1
                while isVariadic, next < written.count, written[next].label == nil {
                    elements.append(argument(next, for: parameter))
                    next += 1
                }
                bind(parameter, isVariadic ? .array(elements, position) : elements[0])
            } else if parameter.defaultValue == nil, next < written.count, offset == parameters.count - 1 {
                bind(parameter, argument(next, for: parameter))  // a trailing closure
                next += 1
            } else {
                bind(parameter, fallback(parameter))
            }
        }
    }

    /// `module: T` or `rootModule: T.Type` binds `T` to the argument's type.
    private func bindGenericParameter(_ generics: [String], written: String?, to value: Value, in scope: Environment) {
        guard !generics.isEmpty, let written = written?.filter({ !$0.isWhitespace }) else { return }
        let name = written.hasSuffix(".Type") ? String(written.dropLast(5)) : written
        guard generics.contains(name) else { return }
        switch value {
        case .typeName(let type), .enumCase(type: let type?, _, _, _): scope.define(name, .typeName(type))
        case .object(let box) where box.isUserType: scope.define(name, .typeName(box.kind))
        default: break
        }
    }

    func invoke(_ closure: Closure, in environment: Environment, with values: [Value], position: ProjectPosition) -> Value {
        guard charge(1, position) else { return .unknown("budget exhausted", position) }
        guard callDepth < budget.maximumCallDepth else { return .unknown("closures nested too deeply", position) }
        let scope = Environment(parent: environment)
        scope.define(Self.returnTypeName, .none)  // the enclosing function's return type is not the closure's
        if closure.parameters.isEmpty {
            for (offset, value) in values.enumerated() { scope.define("$\(offset)", value) }
            if values.count == 1, case .tuple(let parts, _, _) = values[0] {
                for (offset, part) in parts.enumerated() { scope.define("$\(offset)", part) }
                scope.define("$0", values[0])
            }
        } else if closure.parameters.count > 1, values.count == 1, let parts = values[0].arrayValue {
            for (offset, name) in closure.parameters.enumerated() where offset < parts.count { scope.define(name, parts[offset]) }
        } else {
            for (offset, name) in closure.parameters.enumerated() where offset < values.count { scope.define(name, values[offset]) }
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return bodyValue(closure.body, in: scope, position: position)
    }

    /// A result builder's closure (`.build { list; other }`): the values of its statements,
    /// lists joined, in order; `if` and `for` contribute what their bodies build.
    private func build(_ closure: Closure, in environment: Environment, position: ProjectPosition) -> Value {
        guard charge(1, position) else { return .unknown("budget exhausted", position) }
        guard callDepth < budget.maximumCallDepth else { return .unknown("closures nested too deeply", position) }
        callDepth += 1
        defer { callDepth -= 1 }
        var built: [Value] = []
        collect(closure.body, in: Environment(parent: environment), into: &built)
        guard chargeAllocation(elements: built.count, position) else { return .unknown("budget exhausted", position) }
        return .array(built, position)
    }

    private func collect(_ statements: [Statement], in scope: Environment, into built: inout [Value]) {
        for statement in statements {
            guard charge(1, position(of: statement) ?? .unknown) else { return }
            switch statement {
            case .expression(let expression):
                let value = evaluate(expression, in: scope)
                if case .array(let elements, _) = value { built += elements } else if !value.isNone { built.append(value) }
            case .ifStatement(let branches, let elseBody, let position):
                var taken = false
                for branch in branches {
                    let branchScope = Environment(parent: scope)
                    switch test(branch.conditions, in: branchScope, position: position) {
                    case .some(true):
                        collect(branch.body, in: branchScope, into: &built)
                        taken = true
                    case .some(false): continue
                    case .none:
                        warn("condition could not be decided statically; every branch was read", position)
                        collect(branch.body, in: branchScope, into: &built)
                        continue
                    }
                    break
                }
                if !taken, let elseBody { collect(elseBody, in: Environment(parent: scope), into: &built) }
            case .forIn(let names, let sequence, let filter, let body, let position):
                guard let elements = evaluate(sequence, in: scope).arrayValue else {
                    warn("loop over a value that could not be read", position)
                    continue
                }
                for element in elements {
                    let iteration = Environment(parent: scope)
                    bind(names, to: element, in: iteration, position: position)
                    if let filter, evaluate(filter, in: iteration).booleanValue == false { continue }
                    collect(body, in: iteration, into: &built)
                }
            case .conditionalCompilation(let clauses):
                if let body = activeClause(clauses) { collect(body, in: scope, into: &built) }
            default:
                _ = execute([statement], in: scope)
            }
        }
    }

    private func position(of statement: Statement) -> ProjectPosition? {
        switch statement {
        case .expression(let expression): expression.position
        case .variable(_, _, _, let position), .assignment(_, _, _, let position), .ifStatement(_, _, let position),
            .forIn(_, _, _, _, let position), .returnStatement(_, let position), .unsupported(_, let position):
            position
        default: nil
        }
    }

    /// Whether the manifest declares `type` (not only extends a type of the description API).
    func isDeclared(_ type: String) -> Bool {
        guard let info = types[type] else { return false }
        return info.kind != .extensionType || info.isEnum
    }

    /// A manifest struct or class, through its declared initializer or its memberwise one.
    func instantiate(_ typeName: String, _ arguments: Arguments, position: ProjectPosition) -> Value {
        guard let info = types[typeName] else { return .unknown("`\(typeName)` is not declared", position) }
        guard charge(1, position) else { return .unknown("budget exhausted", position) }
        if info.isEnum {
            guard case .written(let written, let environment) = arguments, let raw = written.first(where: { $0.label == "rawValue" }) else {
                return .unknown("`\(typeName)(…)`", position)
            }
            let rawValue = evaluate(raw.value, in: environment)
            for enumCase in info.enumCases {
                let caseRaw = enumCase.rawValue.map { evaluate($0, in: globals) } ?? .string(enumCase.name, position)
                if equal(caseRaw, rawValue) == true { return .enumCase(type: typeName, name: enumCase.name, payload: [], position) }
            }
            return .none
        }
        let box = makeObject(kind: typeName, type: typeName, isUserType: true, isShared: info.kind == .classType, fields: [:], positional: [], site: position)
        let defaultsScope = Environment(parent: globals)
        defaultsScope.define("Self", .typeName(typeName))
        let labels: [String?]
        if case .written(let written, _) = arguments { labels = written.map(\.label) } else { labels = [] }
        if let initializer = info.initializers.first(where: { labelsMatch($0, labels) }) ?? info.initializers.first {
            for property in info.storedProperties {
                if let defaultValue = property.defaultValue {
                    box.fields[property.name] = evaluate(defaultValue, in: defaultsScope, expecting: property.type, context: typeName)
                }
            }
            _ = invoke(initializer, receiver: .object(box), typeName: typeName, arguments: arguments, position: position)
            return .object(box)
        }
        guard case .written(let written, let environment) = arguments else { return .object(box) }
        var next = 0
        for property in info.storedProperties {
            if next < written.count, written[next].label == property.name {
                box.fields[property.name] = copied(evaluate(written[next].value, in: environment, expecting: property.type, context: typeName))
                next += 1
            } else if let defaultValue = property.defaultValue {
                box.fields[property.name] = evaluate(defaultValue, in: defaultsScope, expecting: property.type, context: typeName)
            } else {
                box.fields[property.name] = Value.none
            }
        }
        return .object(box)
    }

    /// A value of the description API (`.target(…)`, `Project(…)`): a record of its arguments.
    func construct(_ kind: String, _ arguments: [Argument], type: String?, position: ProjectPosition, in environment: Environment) -> Value {
        var fields: [String: Value] = [:]
        var positional: [Value] = []
        for argument in arguments {
            let value: Value
            if api.argumentTypes.isEmpty {
                value = evaluate(argument.value, in: environment)
            } else {
                let saved = expectedTypes
                expectedTypes = argument.label.flatMap { api.argumentTypes[$0] }.map { expectedTypeNames($0, context: nil, in: globals) } ?? []
                value = evaluate(argument.value, in: environment)
                expectedTypes = saved
            }
            if let label = argument.label { fields[label] = value } else { positional.append(value) }
        }
        guard chargeAllocation(elements: arguments.count, position) else { return .unknown("budget exhausted", position) }
        return .object(makeObject(
            kind: kind, type: type, isUserType: false, isShared: !api.valuesAreStructs, fields: fields, positional: positional, site: position))
    }

    /// The same value, attributed to `site` (a helper's result belongs to the helper's caller). A
    /// struct is copied, so a constant used at several places keeps each place.
    func relocated(_ value: Value, to site: ProjectPosition, keepingManifestPlaces: Bool = false) -> Value {
        if keepingManifestPlaces, let place = value.position, place.file == nil, place.line > 0, value.arrayValue == nil { return value }
        let relocated = { (element: Value) in self.relocated(element, to: site, keepingManifestPlaces: keepingManifestPlaces) }
        switch value {
        case .string(let text, _): return .string(text, site)
        case .object(let box) where box.isShared:
            box.site = site
            return value
        case .object(let box):
            return .object(makeObject(
                kind: box.kind, type: box.type, isUserType: box.isUserType, isShared: false, fields: box.fields, positional: box.positional, site: site,
                copying: box))
        case .array(let elements, _): return .array(elements.map(relocated), site)
        case .tuple(let elements, let labels, _): return .tuple(elements.map(relocated), labels: labels, site)
        default: return value
        }
    }

    /// Runs `body` as a call made at `position`: objects made while a call written in the manifest
    /// itself runs remember the innermost such call (`ObjectBox.origin`), so what a helper in
    /// another file builds can be located in the manifest.
    func enteringManifestCall<Result>(at position: ProjectPosition, _ body: () -> Result) -> Result {
        guard position.file == nil, position.line > 0 else { return body() }
        let outer = manifestCallSite
        manifestCallSite = position
        defer { manifestCallSite = outer }
        return body()
    }
}
