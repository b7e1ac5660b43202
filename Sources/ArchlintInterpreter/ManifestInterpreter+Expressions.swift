import ArchlintProject

extension ManifestInterpreter {
    package func reason(_ value: Value) -> String {
        if case .unknown(let why, _) = value { return why }
        return "unexpected value"
    }

    /// Evaluates `expression` expecting a value of the written `type` (a parameter's, an
    /// annotation's): `.name` in it is looked up in that type first.
    func evaluate(_ expression: Expression, in environment: Environment, expecting type: String?, context: String? = nil) -> Value {
        guard let type else { return evaluate(expression, in: environment) }
        let saved = expectedTypes
        var context = context
        if context == nil, case .typeName(let selfType)? = environment.lookup("Self") { context = selfType }
        expectedTypes = expectedTypeNames(type, context: context, in: environment)
        defer { expectedTypes = saved }
        return evaluate(expression, in: environment)
    }

    func evaluate(_ expression: Expression, in environment: Environment) -> Value {
        if isExhausted { return .unknown("budget exhausted", expression.position) }
        switch expression {
        case .string(let parts, let position):
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal): text += literal
                case .interpolation(let inner):
                    let value = evaluate(inner, in: environment)
                    guard let rendered = render(value) else { return .unknown("string interpolation of \(reason(value))", position) }
                    guard fits(bytes: text.utf8.count + rendered.utf8.count, position) else { return .unknown("budget exhausted", position) }
                    text += rendered
                }
            }
            guard parts.count == 1 || chargeAllocation(bytes: text.utf8.count, position) else { return .unknown("budget exhausted", position) }
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
            return subscriptValue(evaluate(base, in: environment), arguments, position: position, in: environment)
        case .array(let elements, let position):
            guard chargeAllocation(elements: elements.count, position) else { return .unknown("budget exhausted", position) }
            return .array(elements.map { element in
                // An element that cannot be read is reported where the list uses it.
                let value = evaluate(element, in: environment)
                if case .unknown(let why, let origin) = value, origin.line != element.position.line || origin.file != element.position.file {
                    return .unknown("\(why) (\(origin.file.map { "\($0):" } ?? "line ")\(origin.line))", element.position)
                }
                return value
            }, position)
        case .dictionary(let pairs, let position):
            guard chargeAllocation(elements: pairs.count * 2, position) else { return .unknown("budget exhausted", position) }
            return .dictionary(pairs.map { (evaluate($0.0, in: environment), evaluate($0.1, in: environment)) })
        case .closure(let closure):
            track(environment)
            return .function(.closure(closure, environment))
        case .binary(let op, let left, let right, let position):
            return binaryExpression(op, left, right, position: position, in: environment)
        case .prefix(let op, let operand, let position):
            let value = evaluate(operand, in: environment)
            switch (op, value) {
            case ("!", .boolean(let flag)): return .boolean(!flag)
            case ("-", .integer(let number)): return .integer(0 &- number)
            case ("-", .double(let number)): return .double(-number)
            case (_, .unknown): return value
            default: return .unknown("operator \(op)", position)
            }
        case .unwrap(let inner):
            return evaluate(inner, in: environment)
        case .ternary(let condition, let whenTrue, let whenFalse, let position):
            let test = evaluate(condition, in: environment)
            if let flag = test.booleanValue { return evaluate(flag ? whenTrue : whenFalse, in: environment) }
            return eitherValue(evaluate(whenTrue, in: environment), evaluate(whenFalse, in: environment), position: position)
        case .tuple(let elements, let position):
            return .tuple(elements.map { evaluate($0.value, in: environment) }, labels: elements.map(\.label), position)
        case .cast(let inner, let isTest, let position):
            return isTest ? .unknown("type test", position) : evaluate(inner, in: environment)
        case .keyPath(let names, _):
            return .function(.keyPath(names))
        case .branching(let statement, let position):
            return branchValue(statement, in: environment, position: position)
        case .unsupported(let why, let position):
            return .unknown(why, position)
        }
    }

    private func binaryExpression(_ op: String, _ left: Expression, _ right: Expression, position: ProjectPosition, in environment: Environment) -> Value {
        switch op {
        case "&&", "||":
            let lhs = evaluate(left, in: environment)
            if let flag = lhs.booleanValue, flag == (op == "||") { return .boolean(flag) }
            let rhs = evaluate(right, in: environment)
            if let a = lhs.booleanValue, let b = rhs.booleanValue { return .boolean(op == "&&" ? a && b : a || b) }
            if op == "&&", rhs.booleanValue == false { return .boolean(false) }
            if op == "||", rhs.booleanValue == true { return .boolean(true) }
            return .unknown("condition", position)
        case "??":
            let lhs = evaluate(left, in: environment)
            if case .none = lhs { return evaluate(right, in: environment) }
            return lhs
        default:
            return binary(op, evaluate(left, in: environment), evaluate(right, in: environment), position)
        }
    }

    /// The value of a condition that could not be decided: both lists when both sides are lists.
    func eitherValue(_ a: Value, _ b: Value, position: ProjectPosition) -> Value {
        if case .array(let first, let site) = a, case .array(let second, _) = b {
            warn("condition could not be decided statically; both values were read", position)
            return .array(first + second, site)
        }
        if isExhausted { return .unknown("budget exhausted", position) }
        return .unknown("condition could not be decided", position)
    }

    /// An `if` or `switch` used as a value: the value of the branch taken.
    func branchValue(_ statement: Statement, in environment: Environment, position: ProjectPosition) -> Value {
        switch statement {
        case .ifStatement(let branches, let elseBody, _):
            var undecided: [Value] = []
            var taken: Value? = nil
            branchLoop: for branch in branches {
                let scope = Environment(parent: environment)
                switch test(branch.conditions, in: scope, position: position) {
                case .some(true):
                    taken = bodyValue(branch.body, in: scope, position: position)
                    break branchLoop
                case .some(false): continue
                case .none: undecided.append(bodyValue(branch.body, in: scope, position: position))
                }
            }
            let last = taken ?? elseBody.map { bodyValue($0, in: Environment(parent: environment), position: position) } ?? .none
            guard !undecided.isEmpty else { return last }
            if !isExhausted { warn("condition could not be decided statically; every branch was read", position) }
            return undecided.reduce(last) { eitherValue($1, $0, position: position) }
        case .switchStatement(let subjectExpression, let cases, _):
            let subject = evaluate(subjectExpression, in: environment)
            guard let (switchCase, scope) = matchingCase(subject, cases, in: environment) else {
                return subject.isUnknown ? subject : .unknown("no case matched \(describe(subject))", position)
            }
            return bodyValue(switchCase.body, in: scope, position: position)
        default:
            return .unknown("statement used as a value", position)
        }
    }

    /// Runs a body (a function's, a getter's, a closure's, a branch's): the value of its `return`,
    /// or of its only expression, `if` or `switch` (an implicit return).
    func bodyValue(_ body: [Statement], in scope: Environment, position: ProjectPosition) -> Value {
        if body.count == 1 {
            switch body[0] {
            case .expression(let expression):
                return evaluate(expression, in: scope, expecting: scope.lookup(Self.returnTypeName)?.stringValue)
            case .ifStatement(_, let elseBody, _) where elseBody != nil:
                return branchValue(body[0], in: scope, position: position)
            case .switchStatement:
                return branchValue(body[0], in: scope, position: position)
            default:
                break
            }
        }
        switch execute(body, in: scope) {
        case .returned(let value): return value
        case .stopped: return .unknown("budget exhausted", position)
        default: return .none
        }
    }

    private func subscriptValue(_ container: Value, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value {
        guard let first = arguments.first else { return .unknown("subscript", position) }
        let key = evaluate(first.value, in: environment)
        switch container {
        case .array(let elements, _):
            if case .integer(let offset) = key, offset >= 0, offset < elements.count { return elements[offset] }
            return .unknown("array subscript", position)
        case .dictionary(let pairs):
            return pairs.first { equal($0.key, key) == true }?.value ?? (key.isUnknown ? key : .none)
        case .unknown:
            return container
        default:
            return .unknown("subscript of \(describe(container))", position)
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
        case .typeName(let name): return String(name.split(separator: ".").last ?? Substring(name))
        default: return nil
        }
    }

    // MARK: Operators

    func binary(_ op: String, _ left: Value, _ right: Value, _ position: ProjectPosition) -> Value {
        switch (op, left, right) {
        case ("+", .string(let a, let site), .string(let b, _)):
            guard chargeAllocation(bytes: a.utf8.count + b.utf8.count, position) else { return .unknown("budget exhausted", position) }
            return .string(a + b, site)
        case ("+", .array(let a, let site), .array(let b, _)):
            guard chargeAllocation(elements: a.count + b.count, position) else { return .unknown("budget exhausted", position) }
            return .array(a + b, site)
        case ("+", .array(let known, let site), .unknown(let why, let where_)), ("+", .unknown(let why, let where_), .array(let known, let site)):
            // Keep what can be read; say what could not.
            if !isExhausted { warn("part of a list could not be read: \(why)", where_) }
            return .array(known, site)
        case ("+", .dictionary(let a), .dictionary(let b)):
            guard chargeAllocation(elements: 2 * (a.count + b.count), position) else { return .unknown("budget exhausted", position) }
            return .dictionary(a + b)
        case ("+", .integer(let a), .integer(let b)): return .integer(a &+ b)
        case ("-", .integer(let a), .integer(let b)): return .integer(a &- b)
        case ("*", .integer(let a), .integer(let b)): return .integer(a &* b)
        case ("==", _, _), ("!=", _, _):
            guard let same = equal(left, right) else { return .unknown("comparison", position) }
            return .boolean(op == "==" ? same : !same)
        case ("<", .integer(let a), .integer(let b)): return .boolean(a < b)
        case (">", .integer(let a), .integer(let b)): return .boolean(a > b)
        case ("<=", .integer(let a), .integer(let b)): return .boolean(a <= b)
        case (">=", .integer(let a), .integer(let b)): return .boolean(a >= b)
        case ("..<", .integer(let a), .integer(let b)), ("...", .integer(let a), .integer(let b)):
            let upper = op == "..." ? b : b &- 1
            guard a <= upper else { return .array([], position) }
            guard upper &- a < 10_000, upper &- a >= 0 else { return .unknown("range too long to follow", position) }
            guard chargeAllocation(elements: upper - a + 1, position) else { return .unknown("budget exhausted", position) }
            return .array((a...upper).map { .integer($0) }, position)
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

    /// A value as Swift-like text, for conditions, version requirements and messages.
    package func describe(_ value: Value) -> String {
        describe(value, depth: 0)
    }

    private func describe(_ value: Value, depth: Int) -> String {
        guard depth < 8 else { return "…" }
        let inner = { (value: Value) in self.describe(value, depth: depth + 1) }
        switch value {
        case .string(let text, _): return text.hasPrefix("\"") ? text : "\"\(text)\""
        case .integer(let number): return String(number)
        case .double(let number): return String(number)
        case .boolean(let flag): return String(flag)
        case .none: return "nil"
        case .array(let elements, _): return "[" + elements.prefix(20).map(inner).joined(separator: ", ") + (elements.count > 20 ? ", …]" : "]")
        case .tuple(let elements, let labels, _):
            return "(" + zip(elements, labels).map { element, label in (label.map { "\($0): " } ?? "") + inner(element) }.joined(separator: ", ") + ")"
        case .dictionary(let pairs): return "[" + pairs.prefix(20).map { "\(inner($0.key)): \(inner($0.value))" }.joined(separator: ", ") + "]"
        case .enumCase(_, let name, let payload, _):
            return payload.isEmpty ? ".\(name)" : ".\(name)(" + payload.map(inner).joined(separator: ", ") + ")"
        case .object(let box):
            let arguments = box.positional.map(inner) + box.fields.keys.sorted().map { "\($0): \(inner(box.fields[$0]!))" }
            return ".\(box.kind)(" + arguments.joined(separator: ", ") + ")"
        case .typeName(let name): return name
        case .function: return "function"
        case .unknown(let why, _): return "<\(why)>"
        }
    }
}
