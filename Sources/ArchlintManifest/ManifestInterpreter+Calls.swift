import ArchlintProject
import Foundation

extension ManifestInterpreter {
    static let mutatingMethods: Set<String> = ["append", "insert", "removeAll", "remove", "removeFirst", "removeLast", "formUnion"]

    func call(_ callee: Expression, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value {
        switch callee {
        case .implicitMember(let name, let memberPosition):
            return implicitMember(name, arguments: arguments, position: memberPosition, in: environment)
        case .member(let baseExpression, let name, let memberPosition):
            let base = evaluate(baseExpression, in: environment)
            if ManifestInterpreter.mutatingMethods.contains(name), base.arrayValue != nil || base.isUnknown || isNone(base) {
                if let updated = mutate(base, name, arguments, position: memberPosition, in: environment) {
                    assign(updated, to: baseExpression, in: environment)
                }
                return .none
            }
            if case .typeName(let typeName) = base {
                return staticMember(of: typeName, name, arguments: arguments, position: memberPosition, in: environment)
            }
            return invoke(instanceMember(of: base, name, position: memberPosition), arguments, position: position, in: environment)
        case .identifier(let name, let namePosition):
            let value = lookup(name, in: environment, position: namePosition)
            return invoke(value, arguments, position: namePosition, in: environment)
        default:
            return invoke(evaluate(callee, in: environment), arguments, position: position, in: environment)
        }
    }

    private func isNone(_ value: Value) -> Bool {
        if case .none = value { return true }
        return false
    }

    func invoke(_ value: Value, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value {
        switch value {
        case .function(.user(let function, let receiver, let typeName)):
            return invoke(function, receiver: receiver, typeName: typeName, arguments: arguments, position: position, in: environment)
        case .function(.closure(let closure, let closureEnvironment)):
            return invoke(closure, in: closureEnvironment, with: arguments.map { evaluate($0.value, in: environment) }, position: position)
        case .function(.method(let receiver, let name)):
            return builtinMethod(receiver, name, arguments, position: position, in: environment)
        case .function(.constructor(let kind)):
            return construct(kind, arguments, position: position, in: environment)
        case .function(.initializer(let typeName)):
            return instantiate(typeName, arguments, position: position, in: environment)
        case .typeName(let typeName):
            if types[typeName] != nil { return instantiate(typeName, arguments, position: position, in: environment) }
            if ["Set", "Array", "String"].contains(typeName), arguments.count == 1, arguments[0].label == nil {
                return evaluate(arguments[0].value, in: environment)
            }
            return construct(typeName, arguments, position: position, in: environment)
        case .unknown:
            return value
        case .none:
            return .none  // `optional?.map(…)` on nil
        default:
            return .unknown("call of a value that is not a function", position)
        }
    }

    /// Calls one of the manifest's functions; its result is attributed to this call site.
    func invoke(
        _ function: FunctionDeclaration, receiver: Value?, typeName: String?, arguments: [Argument], position: ProjectPosition,
        in environment: Environment
    ) -> Value {
        guard callDepth < ManifestInterpreter.callDepthLimit else {
            warn("helpers nested too deeply to follow", position)
            return .unknown("helpers nested too deeply", position)
        }
        let scope = Environment(parent: globals)
        if let receiver { scope.define("self", receiver) }
        var next = 0
        for (offset, parameter) in function.parameters.enumerated() {
            var value: Value
            if next < arguments.count, arguments[next].label == parameter.label {
                value = evaluate(arguments[next].value, in: environment)
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                value = evaluate(defaultValue, in: scope)
            } else if next < arguments.count, offset == function.parameters.count - 1 {
                value = evaluate(arguments[next].value, in: environment)  // a trailing closure
                next += 1
            } else {
                value = .unknown("argument `\(parameter.label ?? parameter.name)` missing", position)
            }
            scope.define(parameter.name, value)
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return bodyValue(function.body, in: scope, position: position).relocated(to: position)
    }

    func invoke(_ closure: Closure, in environment: Environment, with values: [Value], position: ProjectPosition) -> Value {
        guard callDepth < ManifestInterpreter.callDepthLimit else { return .unknown("closures nested too deeply", position) }
        let scope = Environment(parent: environment)
        if closure.parameters.isEmpty {
            for (offset, value) in values.enumerated() { scope.define("$\(offset)", value) }
            if values.count == 1, let parts = values[0].arrayValue, case .dictionary = values[0] {
                for (offset, part) in parts.enumerated() { scope.define("$\(offset)", part) }
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

    /// Runs a body: the value of its `return`, or of its only expression (implicit return),
    /// including a lone `switch` or `if` whose branches are single expressions.
    func bodyValue(_ body: [Statement], in scope: Environment, position: ProjectPosition) -> Value {
        if body.count == 1 {
            switch body[0] {
            case .expression(let expression):
                return evaluate(expression, in: scope)
            case .switchStatement(let subject, let cases, _):
                let value = evaluate(subject, in: scope)
                for switchCase in cases {
                    let caseScope = Environment(parent: scope)
                    let matched = switchCase.patterns.map { $0.contains { matchesPattern($0, value, scope: caseScope) } } ?? true
                    guard matched else { continue }
                    if switchCase.body.count == 1, case .expression(let expression) = switchCase.body[0] {
                        return evaluate(expression, in: caseScope)
                    }
                    if case .returned(let result) = execute(switchCase.body, in: caseScope) { return result }
                    return .unknown("helper returned nothing", position)
                }
                return .unknown("no case matched \(reason(value))", position)
            default:
                break
            }
        }
        if case .returned(let value) = execute(body, in: scope) { return value }
        return .none
    }

    func matchesPattern(_ pattern: Pattern, _ subject: Value, scope: Environment) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .enumCase(let name, let bindings):
            guard case .enumCase(_, let caseName, let payload, _) = subject, caseName == name else { return false }
            for (offset, binding) in bindings.enumerated() where offset < payload.count { scope.define(binding, payload[offset]) }
            return true
        case .value(let expression):
            return equal(evaluate(expression, in: scope), subject) == true
        }
    }

    /// A manifest struct, through its declared initializer or its memberwise one.
    func instantiate(_ typeName: String, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value {
        guard let info = types[typeName] else { return construct(typeName, arguments, position: position, in: environment) }
        if info.isEnum, let raw = arguments.first(where: { $0.label == "rawValue" }) {
            let rawValue = evaluate(raw.value, in: environment)
            for (name, expression) in info.enumCases {
                let caseRaw = expression.map { evaluate($0, in: globals) } ?? .string(name, position)
                if equal(caseRaw, rawValue) == true { return .enumCase(type: typeName, name: name, payload: [], position) }
            }
            return .none
        }
        let box = ObjectBox(kind: typeName, isUserType: true, fields: [:], positional: [], site: position)
        let labels = arguments.map(\.label)
        if let initializer = info.initializers.first(where: { labelsMatch($0, labels) }) ?? info.initializers.first {
            for property in info.storedProperties {
                if let defaultValue = property.defaultValue { box.fields[property.name] = evaluate(defaultValue, in: globals) }
            }
            _ = invoke(initializer, receiver: .object(box), typeName: typeName, arguments: arguments, position: position, in: environment)
            return .object(box)
        }
        var next = 0
        for property in info.storedProperties {
            if next < arguments.count, arguments[next].label == property.name {
                box.fields[property.name] = evaluate(arguments[next].value, in: environment)
                next += 1
            } else if let defaultValue = property.defaultValue {
                box.fields[property.name] = evaluate(defaultValue, in: globals)
            } else {
                box.fields[property.name] = Value.none
            }
        }
        return .object(box)
    }

    // MARK: Built-in methods

    func closureArgument(_ arguments: [Argument], in environment: Environment) -> Value? {
        arguments.last.map { evaluate($0.value, in: environment) }
    }

    func apply(_ function: Value, _ element: Value, position: ProjectPosition, in environment: Environment) -> Value {
        if case .function(.closure(let closure, let closureEnvironment)) = function {
            return invoke(closure, in: closureEnvironment, with: [element], position: position)
        }
        if case .function(let callable) = function, case .user(let declaration, _, _) = callable {
            return invoke(declaration, receiver: nil, typeName: nil, arguments: [Argument(label: declaration.parameters.first?.label, value: .nilLiteral(position))], position: position, in: environment)
        }
        return .unknown("function argument", position)
    }

    func builtinMethod(_ receiver: Value, _ name: String, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value {
        if case .unknown = receiver { return receiver }
        if let elements = receiver.arrayValue {
            switch name {
            case "map", "flatMap", "compactMap":
                guard let transform = closureArgument(arguments, in: environment) else { break }
                var result: [Value] = []
                for element in elements {
                    let mapped = apply(transform, element, position: position, in: environment)
                    if name == "flatMap", let inner = mapped.arrayValue {
                        result.append(contentsOf: inner)
                    } else if name == "compactMap", case .none = mapped {
                        continue
                    } else {
                        result.append(mapped)
                    }
                }
                return .array(result, receiver.position ?? position)
            case "filter":
                guard let predicate = closureArgument(arguments, in: environment) else { break }
                var kept: [Value] = []
                for element in elements {
                    let verdict = apply(predicate, element, position: position, in: environment)
                    if verdict.booleanValue != false { kept.append(element) }
                    if verdict.booleanValue == nil { warn("filter condition could not be decided; the element was kept", position) }
                }
                return .array(kept, receiver.position ?? position)
            case "forEach":
                guard let body = closureArgument(arguments, in: environment) else { break }
                for element in elements { _ = apply(body, element, position: position, in: environment) }
                return .none
            case "contains":
                guard let argument = arguments.first else { break }
                if argument.label == "where" || { if case .closure = argument.value { return true }; return false }() {
                    let predicate = evaluate(argument.value, in: environment)
                    return .boolean(elements.contains { apply(predicate, $0, position: position, in: environment).booleanValue == true })
                }
                let needle = evaluate(argument.value, in: environment)
                return .boolean(elements.contains { equal($0, needle) == true })
            case "first":
                guard let predicate = closureArgument(arguments, in: environment) else { return elements.first ?? .none }
                return elements.first { apply(predicate, $0, position: position, in: environment).booleanValue == true } ?? .none
            case "sorted", "reversed", "uniqued":
                return receiver
            case "joined":
                let separator = arguments.first.flatMap { evaluate($0.value, in: environment).stringValue } ?? ""
                let parts = elements.compactMap(render)
                guard parts.count == elements.count else { break }
                return .string(parts.joined(separator: separator), position)
            default:
                break
            }
        }
        if case .string(let text, let site) = receiver {
            let argument = arguments.first.map { evaluate($0.value, in: environment).stringValue } ?? nil
            switch name {
            case "hasPrefix": if let argument { return .boolean(text.hasPrefix(argument)) }
            case "hasSuffix": if let argument { return .boolean(text.hasSuffix(argument)) }
            case "contains": if let argument { return .boolean(text.contains(argument)) }
            case "lowercased": return .string(text.lowercased(), site)
            case "uppercased": return .string(text.uppercased(), site)
            case "appending": if let argument { return .string(text + argument, site) }
            case "replacingOccurrences":
                if arguments.count == 2, let target = argument, let replacement = evaluate(arguments[1].value, in: environment).stringValue {
                    return .string(text.replacingOccurrences(of: target, with: replacement), site)
                }
            default: break
            }
        }
        return .unknown("`\(name)(…)` is not followed", position)
    }

    /// The new value of an array after `append`, `insert`, `removeAll`…
    func mutate(_ base: Value, _ name: String, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value? {
        guard let elements = base.arrayValue ?? (isNone(base) ? [] : nil) else {
            warn("`\(name)` on a value that could not be read: \(reason(base))", position)
            return nil
        }
        let site = base.position ?? position
        switch name {
        case "append", "formUnion":
            guard let argument = arguments.first else { return nil }
            let value = evaluate(argument.value, in: environment)
            if argument.label == "contentsOf" || name == "formUnion" {
                guard let added = value.arrayValue else {
                    warn("`append(contentsOf:)` of a value that could not be read: \(reason(value))", position)
                    return nil
                }
                return .array(elements + added, site)
            }
            return .array(elements + [value], site)
        case "insert":
            guard let argument = arguments.first else { return nil }
            let value = evaluate(argument.value, in: environment)
            if argument.label == "contentsOf", let added = value.arrayValue { return .array(added + elements, site) }
            return .array([value] + elements, site)
        case "removeAll":
            guard let predicate = closureArgument(arguments, in: environment) else { return .array([], site) }
            return .array(elements.filter { apply(predicate, $0, position: position, in: environment).booleanValue != true }, site)
        default:
            warn("`\(name)` is not followed", position)
            return nil
        }
    }

    // MARK: Operators

    func binary(_ op: String, _ left: Value, _ right: Value, _ position: ProjectPosition) -> Value {
        switch (op, left, right) {
        case ("+", .string(let a, let site), .string(let b, _)): return .string(a + b, site)
        case ("+", .array(let a, let site), .array(let b, _)): return .array(a + b, site)
        case ("+", .array(let known, let site), .unknown(let why, let where_)), ("+", .unknown(let why, let where_), .array(let known, let site)):
            // Keep what can be read; say what could not.
            warn("part of a list could not be read: \(why)", where_)
            return .array(known, site)
        case ("+", .dictionary(let a), .dictionary(let b)): return .dictionary(a + b)
        case ("+", .integer(let a), .integer(let b)): return .integer(a + b)
        case ("-", .integer(let a), .integer(let b)): return .integer(a - b)
        case ("*", .integer(let a), .integer(let b)): return .integer(a * b)
        case ("==", _, _), ("!=", _, _):
            guard let same = equal(left, right) else { return .unknown("comparison", position) }
            return .boolean(op == "==" ? same : !same)
        case ("<", .integer(let a), .integer(let b)): return .boolean(a < b)
        case (">", .integer(let a), .integer(let b)): return .boolean(a > b)
        case ("<=", .integer(let a), .integer(let b)): return .boolean(a <= b)
        case (">=", .integer(let a), .integer(let b)): return .boolean(a >= b)
        case ("..<", .integer(let a), .integer(let b)), ("...", .integer(let a), .integer(let b)):
            let upper = op == "..." ? b : b - 1
            guard upper - a < 10_000 else { return .unknown("range too long to follow", position) }
            return .array(a <= upper ? (a...upper).map { .integer($0) } : [], position)
        case ("..<", _, _), ("...", _, _):
            guard let a = render(left), let b = render(right) else { return .unknown("range", position) }
            return .string("\"\(a)\"\(op)\"\(b)\"", left.position ?? position)
        default:
            if left.isUnknown { return left }
            if right.isUnknown { return right }
            return .unknown("operator \(op)", position)
        }
    }

    /// Structural equality; nil when either side could not be read.
    func equal(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case (.unknown, _), (_, .unknown): return nil
        case (.string(let a, _), .string(let b, _)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.enumCase(_, let a, let payloadA, _), .enumCase(_, let b, let payloadB, _)):
            guard a == b, payloadA.count == payloadB.count else { return false }
            for (x, y) in zip(payloadA, payloadB) where equal(x, y) != true { return equal(x, y) }
            return true
        case (.typeName(let a), .typeName(let b)): return a == b
        case (.object(let a), .object(let b)): return a === b
        default: return nil
        }
    }
}
