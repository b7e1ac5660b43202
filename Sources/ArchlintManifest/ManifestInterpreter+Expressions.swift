import ArchlintProject
extension ManifestInterpreter {
    func reason(_ value: Value) -> String {
        if case .unknown(let why, _) = value { return why }
        return "unexpected value"
    }

    func evaluate(_ expression: Expression, in environment: Environment) -> Value {
        switch expression {
        case .string(let parts, let position):
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal): text += literal
                case .interpolation(let inner):
                    let value = evaluate(inner, in: environment)
                    guard let rendered = render(value) else { return .unknown("string interpolation of \(reason(value))", position) }
                    text += rendered
                }
            }
            return .string(text, position)
        case .integer(let number, _): return .integer(number)
        case .float(let number, _): return .double(number)
        case .boolean(let flag, _): return .boolean(flag)
        case .nilLiteral: return .none
        case .identifier(let name, let position):
            return lookup(name, in: environment, position: position)
        case .implicitMember(let name, let position):
            return implicitMember(name, arguments: nil, position: position, in: environment)
        case .member(let base, let name, let position):
            return member(of: base, name, position: position, in: environment)
        case .call(let callee, let arguments, let position):
            return call(callee, arguments, position: position, in: environment)
        case .subscriptAccess(let base, let arguments, let position):
            let container = evaluate(base, in: environment)
            guard let first = arguments.first else { return .unknown("subscript", position) }
            let key = evaluate(first.value, in: environment)
            switch container {
            case .array(let elements, _):
                if case .integer(let offset) = key, offset >= 0, offset < elements.count { return elements[offset] }
                return .unknown("array subscript", position)
            case .dictionary(let pairs):
                return pairs.first { equal($0.key, key) == true }?.value ?? .none
            default:
                return .unknown("subscript of \(reason(container))", position)
            }
        case .array(let elements, let position):
            return .array(elements.map { element in
                // An element that cannot be read is reported where the list uses it.
                let value = evaluate(element, in: environment)
                if case .unknown(let why, let origin) = value, origin.line != element.position.line {
                    return .unknown("\(why) (line \(origin.line))", element.position)
                }
                return value
            }, position)
        case .dictionary(let pairs, _):
            return .dictionary(pairs.map { (evaluate($0.0, in: environment), evaluate($0.1, in: environment)) })
        case .closure(let closure):
            return .function(.closure(closure, environment))
        case .binary(let op, let left, let right, let position):
            if op == "&&" || op == "||" {
                let lhs = evaluate(left, in: environment)
                if let flag = lhs.booleanValue, flag == (op == "||") { return .boolean(flag) }
                let rhs = evaluate(right, in: environment)
                if let a = lhs.booleanValue, let b = rhs.booleanValue { return .boolean(op == "&&" ? a && b : a || b) }
                if op == "&&", rhs.booleanValue == false { return .boolean(false) }
                if op == "||", rhs.booleanValue == true { return .boolean(true) }
                return .unknown("condition", position)
            }
            if op == "??" {
                let lhs = evaluate(left, in: environment)
                if case .none = lhs { return evaluate(right, in: environment) }
                return lhs
            }
            return binary(op, evaluate(left, in: environment), evaluate(right, in: environment), position)
        case .prefix(let op, let operand, let position):
            let value = evaluate(operand, in: environment)
            switch (op, value) {
            case ("!", .boolean(let flag)): return .boolean(!flag)
            case ("-", .integer(let number)): return .integer(-number)
            case ("-", .double(let number)): return .double(-number)
            default: return .unknown("operator \(op)", position)
            }
        case .unwrap(let inner):
            return evaluate(inner, in: environment)
        case .ternary(let condition, let whenTrue, let whenFalse, let position):
            let test = evaluate(condition, in: environment)
            if let flag = test.booleanValue { return evaluate(flag ? whenTrue : whenFalse, in: environment) }
            let a = evaluate(whenTrue, in: environment)
            let b = evaluate(whenFalse, in: environment)
            if case .array(let first, let site) = a, case .array(let second, _) = b {
                warn("condition could not be decided statically; both values were read", position)
                return .array(first + second, site)
            }
            return .unknown("condition could not be decided", position)
        case .tuple(let elements, let position):
            return .tuple(elements.map { evaluate($0.value, in: environment) }, labels: elements.map(\.label), position)
        case .cast(let inner, let isTest, let position):
            return isTest ? .unknown("type test", position) : evaluate(inner, in: environment)
        case .unsupported(let why, let position):
            return .unknown(why, position)
        }
    }

    /// The text a value contributes to an interpolated string.
    func render(_ value: Value) -> String? {
        switch value {
        case .string(let text, _): return text
        case .integer(let number): return String(number)
        case .double(let number): return String(number)
        case .boolean(let flag): return String(flag)
        case .enumCase(_, let name, _, _): return name
        default: return nil
        }
    }

    // MARK: Names

    func lookup(_ name: String, in environment: Environment, position: ProjectPosition) -> Value {
        if let value = environment.lookup(name) { return value }
        if let receiver = environment.lookup("self") {
            let value = instanceMember(of: receiver, name, position: position)
            if !value.isUnknown { return value }
        }
        if let getter = computedGlobals[name] {
            return evaluateBody(getter, receiver: nil, typeName: nil, position: position)
        }
        if let candidates = functions[name], let function = candidates.first {
            return .function(.user(function, receiver: nil, typeName: nil))
        }
        if types[name] != nil { return .typeName(name) }
        switch name {
        case "ProcessInfo", "Context", "FileManager", "Package", "Target", "Product", "SwiftSetting", "CSetting",
            "LinkerSetting", "Version", "Platform", "SupportedPlatform", "MainActor", "TargetDependencyCondition",
            "Set", "Array", "Dictionary", "String", "Int", "Bool", "KeyValuePairs", "URL", "Trait", "Resource":
            return .typeName(name)
        default:
            if let first = name.first, first.isUppercase { return .typeName(name) }
            return .unknown("`\(name)` is not defined in the manifest", position)
        }
    }

    /// `.name` where the expected type decides: a helper the manifest declares, a case of one of
    /// its enums, or a PackageDescription constructor or case.
    func implicitMember(_ name: String, arguments: [Argument]?, position: ProjectPosition, in environment: Environment) -> Value {
        let labels = arguments?.map(\.label) ?? []
        var staticMatch: (TypeInfo, FunctionDeclaration)? = nil
        for typeName in types.keys.sorted() {
            let info = types[typeName]!
            if arguments != nil, let candidates = info.functions[name] {
                if let exact = candidates.first(where: { $0.isStatic && labelsMatch($0, labels) }) {
                    staticMatch = (info, exact)
                    break
                }
            }
            if arguments == nil, let property = info.computedProperties[name], property.isStatic {
                return evaluateBody(property.body, receiver: nil, typeName: info.name, position: position)
            }
        }
        if let (info, function) = staticMatch {
            return invoke(function, receiver: nil, typeName: info.name, arguments: arguments ?? [], position: position, in: environment)
        }
        for typeName in types.keys.sorted() where types[typeName]!.enumCases.keys.contains(name) {
            let payload = (arguments ?? []).map { evaluate($0.value, in: environment) }
            return .enumCase(type: typeName, name: name, payload: payload, position)
        }
        guard let arguments else { return .enumCase(type: nil, name: name, payload: [], position) }
        return construct(name, arguments, position: position, in: environment)
    }

    func labelsMatch(_ function: FunctionDeclaration, _ labels: [String?]) -> Bool {
        var parameterIndex = 0
        for label in labels {
            while parameterIndex < function.parameters.count, function.parameters[parameterIndex].label != label {
                guard function.parameters[parameterIndex].defaultValue != nil else { return label == nil && parameterIndex == function.parameters.count - 1 }
                parameterIndex += 1
            }
            guard parameterIndex < function.parameters.count else { return false }
            parameterIndex += 1
        }
        return function.parameters[parameterIndex...].allSatisfy { $0.defaultValue != nil }
    }

    /// A PackageDescription value: a record of its arguments.
    func construct(_ kind: String, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value {
        var fields: [String: Value] = [:]
        var positional: [Value] = []
        for argument in arguments {
            let value = evaluate(argument.value, in: environment)
            if let label = argument.label { fields[label] = value } else { positional.append(value) }
        }
        let box = ObjectBox(kind: kind, isUserType: false, fields: fields, positional: positional, site: position)
        if kind == "Package" { packages.append(box) }
        return .object(box)
    }

    // MARK: Members

    func member(of baseExpression: Expression, _ name: String, position: ProjectPosition, in environment: Environment) -> Value {
        let base = evaluate(baseExpression, in: environment)
        if case .typeName(let typeName) = base {
            return staticMember(of: typeName, name, arguments: nil, position: position, in: environment)
        }
        return instanceMember(of: base, name, position: position)
    }

    func staticMember(of typeName: String, _ name: String, arguments: [Argument]?, position: ProjectPosition, in environment: Environment) -> Value {
        if let info = types[typeName] {
            if let arguments, let candidates = info.functions[name] {
                let labels = arguments.map(\.label)
                if let function = candidates.first(where: { labelsMatch($0, labels) }) ?? candidates.first {
                    return invoke(function, receiver: nil, typeName: typeName, arguments: arguments, position: position, in: environment)
                }
            }
            if arguments == nil, let property = info.computedProperties[name] {
                return evaluateBody(property.body, receiver: nil, typeName: typeName, position: position)
            }
            if info.enumCases.keys.contains(name) {
                let payload = (arguments ?? []).map { evaluate($0.value, in: environment) }
                return .enumCase(type: typeName, name: name, payload: payload, position)
            }
        }
        if typeName == "ProcessInfo" && name == "processInfo" { return .typeName("ProcessInfo.processInfo") }
        if typeName == "ProcessInfo.processInfo" || typeName == "Context" {
            // The environment of a reproducible reading is empty.
            if name == "environment" { return .dictionary([]) }
            return .unknown("`\(typeName).\(name)` depends on the machine", position)
        }
        if name == "self" { return .typeName(typeName) }
        if types[typeName] == nil, let nested = types["\(typeName).\(name)"] { return .typeName(nested.name) }
        if let arguments { return implicitMember(name, arguments: arguments, position: position, in: environment) }
        if let first = name.first, first.isUppercase { return .typeName("\(typeName).\(name)") }
        return implicitMember(name, arguments: nil, position: position, in: environment)
    }

    func instanceMember(of base: Value, _ name: String, position: ProjectPosition) -> Value {
        switch base {
        case .object(let box):
            if let field = box.fields[name] { return field }
            if box.isUserType, let info = types[box.kind] {
                if let property = info.computedProperties[name], !property.isStatic {
                    return evaluateBody(property.body, receiver: base, typeName: box.kind, position: position)
                }
                if let function = info.functions[name]?.first {
                    return .function(.user(function, receiver: base, typeName: box.kind))
                }
                return .unknown("`\(name)` of \(box.kind)", position)
            }
            switch name {
            case "dependencies", "exclude", "swiftSettings", "plugins", "resources", "products", "targets", "linkerSettings", "cSettings":
                return .array([], position)
            case "type":
                return .enumCase(type: "Target.TargetType", name: PackageModelReader.targetKind(box.kind)?.rawValue ?? box.kind, payload: [], position)
            default:
                return box.positional.isEmpty ? .none : .unknown("`\(name)` of \(box.kind)", position)
            }
        case .enumCase(let typeName, let caseName, _, _):
            if name == "rawValue" {
                if let typeName, let raw = types[typeName]?.enumCases[caseName], let rawExpression = raw {
                    return evaluate(rawExpression, in: globals)
                }
                return .string(caseName, position)
            }
            if let typeName, let info = types[typeName] {
                if let property = info.computedProperties[name], !property.isStatic {
                    return evaluateBody(property.body, receiver: base, typeName: typeName, position: position)
                }
                if let function = info.functions[name]?.first {
                    return .function(.user(function, receiver: base, typeName: typeName))
                }
            }
            return .unknown("`\(name)` of .\(caseName)", position)
        case .array(let elements, _):
            switch name {
            case "count": return .integer(elements.count)
            case "isEmpty": return .boolean(elements.isEmpty)
            case "first": return elements.first ?? .none
            case "last": return elements.last ?? .none
            default: return .function(.method(base, name))
            }
        case .string(let text, _):
            switch name {
            case "count": return .integer(text.count)
            case "isEmpty": return .boolean(text.isEmpty)
            default: return .function(.method(base, name))
            }
        case .dictionary(let pairs):
            switch name {
            case "keys": return .array(pairs.map(\.key), position)
            case "values": return .array(pairs.map(\.value), position)
            case "isEmpty": return .boolean(pairs.isEmpty)
            default: return .function(.method(base, name))
            }
        case .tuple(let elements, let labels, _):
            if let offset = labels.firstIndex(of: name) ?? Int(name), offset < elements.count { return elements[offset] }
            return .unknown("`\(name)` of a tuple", position)
        case .none:
            return .none  // optional chaining on nil
        case .unknown:
            return base
        default:
            return .function(.method(base, name))
        }
    }

    func evaluateBody(_ body: [Statement], receiver: Value?, typeName: String?, position: ProjectPosition) -> Value {
        guard callDepth < ManifestInterpreter.callDepthLimit else { return .unknown("helpers nested too deeply", position) }
        callDepth += 1
        defer { callDepth -= 1 }
        let scope = Environment(parent: globals)
        if let receiver { scope.define("self", receiver) }
        if case .returned(let value) = execute(body, in: scope) { return value }
        // A single-expression getter returns its expression.
        if body.count == 1, case .expression(let expression) = body[0] { return evaluate(expression, in: scope) }
        return .unknown("helper returned nothing", position)
    }
}
