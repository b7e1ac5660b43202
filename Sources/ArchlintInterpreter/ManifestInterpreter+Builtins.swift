import ArchlintProject
import Foundation

/// Methods of the standard library's values that manifests call: lists, strings, dictionaries.
extension ManifestInterpreter {
    typealias LabeledValues = [(label: String?, value: Value)]

    /// The arguments of a standard library method, evaluated with no type expected (the
    /// element type of the list is not known).
    func labeledValues(_ arguments: Arguments) -> LabeledValues {
        switch arguments {
        case .written(let written, let environment):
            let saved = expectedTypes
            expectedTypes = []
            defer { expectedTypes = saved }
            return written.map { ($0.label, evaluate($0.value, in: environment)) }
        case .values(let values): return values.map { (nil, $0) }
        }
    }

    /// Applies a function value (a closure, a helper, a key path) to one element.
    func apply(_ function: Value, _ element: Value, position: ProjectPosition) -> Value {
        if case .function = function { return invoke(function, .values([element]), position: position) }
        if function.isUnknown { return function }
        return .unknown("function argument", position)
    }

    func builtinMethod(_ receiver: Value, _ name: String, _ arguments: LabeledValues, position: ProjectPosition) -> Value {
        if case .unknown = receiver { return receiver }
        let first = arguments.first?.value
        if let elements = receiver.arrayValue {
            if let result = listMethod(elements, name, arguments, position: receiver.position ?? position) { return result }
        }
        if case .string(let text, let site) = receiver, ["map", "compactMap", "filter", "forEach", "contains", "allSatisfy", "first", "reversed"].contains(name),
            arguments.first.map({ if case .function = $0.value { true } else { false } }) ?? (name == "reversed"),
            let result = listMethod(text.map { .string(String($0), site) }, name, arguments, position: position)
        {
            return result
        }
        if case .string(let text, let site) = receiver, let result = stringMethod(text, name, first, arguments, site: site, position: position) {
            return result
        }
        return .unknown("`\(name)(…)` is not followed", position)
    }

    private func listMethod(_ elements: [Value], _ name: String, _ arguments: LabeledValues, position: ProjectPosition) -> Value? {
        let function = arguments.last?.value
        switch name {
        case "map", "flatMap", "compactMap":
            guard let function else { return nil }
            var result: [Value] = []
            for element in elements {
                let mapped = apply(function, element, position: position)
                if isExhausted { return .unknown("budget exhausted", position) }
                if name == "flatMap", let inner = mapped.arrayValue {
                    result.append(contentsOf: inner)
                } else if name != "compactMap" || !mapped.isNone {
                    result.append(mapped)
                }
                guard fits(elements: result.count, position) else { return .unknown("budget exhausted", position) }
            }
            guard chargeAllocation(elements: result.count, position) else { return .unknown("budget exhausted", position) }
            return .array(result, position)
        case "filter":
            guard let function else { return nil }
            var kept: [Value] = []
            for element in elements {
                let verdict = apply(function, element, position: position)
                if isExhausted { return .unknown("budget exhausted", position) }
                if verdict.booleanValue != false { kept.append(element) }
                if verdict.booleanValue == nil { warn("filter condition could not be decided; the element was kept", position) }
            }
            return .array(kept, position)
        case "forEach":
            guard let function else { return nil }
            for element in elements {
                _ = apply(function, element, position: position)
                if isExhausted { return .unknown("budget exhausted", position) }
            }
            return .none
        case "contains", "allSatisfy", "first":
            guard let argument = arguments.first else { return name == "first" ? elements.first ?? .none : nil }
            let isPredicate: Bool = {
                if case .function = argument.value { return true }
                return argument.label == "where"
            }()
            let test = { (element: Value) -> Bool? in
                isPredicate ? self.apply(argument.value, element, position: position).booleanValue : self.equal(element, argument.value)
            }
            switch name {
            case "contains":
                var undecided = false
                for element in elements {
                    switch test(element) {
                    case true: return .boolean(true)
                    case nil: undecided = true
                    default: continue
                    }
                }
                return undecided ? .unknown("`contains` could not be decided", position) : .boolean(false)
            case "allSatisfy": return .boolean(elements.allSatisfy { test($0) == true })
            default: return elements.first { test($0) == true } ?? .none
            }
        case "sorted", "uniqued", "shuffled":
            return .array(elements, position)
        case "reversed":
            return .array(elements.reversed(), position)
        case "enumerated":
            return .array(elements.enumerated().map { .tuple([.integer($0.offset), $0.element], labels: ["offset", "element"], position) }, position)
        case "union", "subtracting", "intersection", "symmetricDifference":
            guard let other = arguments.first?.value.arrayValue else { return nil }
            switch name {
            case "union": return .array(elements + other.filter { element in !elements.contains { equal($0, element) == true } }, position)
            case "subtracting": return .array(elements.filter { element in !other.contains { equal($0, element) == true } }, position)
            default: return .array(elements.filter { element in other.contains { equal($0, element) == true } }, position)
            }
        case "joined":
            let separator = arguments.first?.value.stringValue ?? ""
            let parts = elements.compactMap(render)
            guard parts.count == elements.count else { return nil }
            let joined = parts.joined(separator: separator)
            guard chargeAllocation(bytes: joined.utf8.count, position) else { return .unknown("budget exhausted", position) }
            return .string(joined, position)
        case "prefix", "dropFirst", "dropLast", "suffix":
            let count = arguments.first.flatMap { if case .integer(let n) = $0.value { n } else { nil } } ?? 1
            let clamped = max(0, min(count, elements.count))
            switch name {
            case "prefix": return .array(Array(elements.prefix(clamped)), position)
            case "suffix": return .array(Array(elements.suffix(clamped)), position)
            case "dropFirst": return .array(Array(elements.dropFirst(clamped)), position)
            default: return .array(Array(elements.dropLast(clamped)), position)
            }
        default:
            return nil
        }
    }

    private func stringMethod(
        _ text: String, _ name: String, _ first: Value?, _ arguments: LabeledValues, site: ProjectPosition, position: ProjectPosition
    ) -> Value? {
        let argument = first?.stringValue
        let result: Value?
        switch name {
        case "hasPrefix": result = argument.map { .boolean(text.hasPrefix($0)) }
        case "hasSuffix": result = argument.map { .boolean(text.hasSuffix($0)) }
        case "contains": result = argument.map { .boolean(text.contains($0)) }
        case "lowercased": result = .string(text.lowercased(), site)
        case "uppercased": result = .string(text.uppercased(), site)
        case "appending": result = argument.map { .string(text + $0, site) }
        case "replacingOccurrences":
            guard arguments.count == 2, let target = argument, !target.isEmpty, let replacement = arguments[1].value.stringValue else { return nil }
            // The result can be longer than the text by as many replacements as fit.
            let bound = text.utf8.count + (text.utf8.count / target.utf8.count + 1) * replacement.utf8.count
            guard fits(bytes: min(bound, budget.maximumStringBytes + 1), position) else { return .unknown("budget exhausted", position) }
            result = .string(text.replacingOccurrences(of: target, with: replacement), site)
        case "components", "split":
            let separator = argument ?? "/"
            guard !separator.isEmpty else { return nil }
            let parts = text.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }
            result = .array(parts.map { .string($0, site) }, site)
        case "dropFirst", "dropLast", "prefix", "suffix":
            let count = first.flatMap { if case .integer(let n) = $0 { n } else { nil } } ?? 1
            let clamped = max(0, count)
            switch name {
            case "dropFirst": result = .string(String(text.dropFirst(clamped)), site)
            case "dropLast": result = .string(String(text.dropLast(clamped)), site)
            case "prefix": result = .string(String(text.prefix(clamped)), site)
            default: result = .string(String(text.suffix(clamped)), site)
            }
        default: return nil
        }
        if case .string(let made, _)? = result, !chargeAllocation(bytes: made.utf8.count, position) { return .unknown("budget exhausted", position) }
        return result
    }

    /// `list.append(x)`, `list.insert(x, at: 0)`, `list.removeAll { … }` on a list variable or
    /// member: the list is updated in place when it is a variable (a loop that appends stays
    /// linear). nil when the receiver is not a list (a manifest type's own method).
    func mutateInPlace(_ baseExpression: Expression, _ name: String, _ arguments: [Argument], position: ProjectPosition, in environment: Environment) -> Value? {
        let current: Value
        if case .identifier(let variable, _) = baseExpression, let value = environment.lookup(variable) {
            current = value
        } else {
            current = evaluate(baseExpression, in: environment)
        }
        switch current {
        case .array, .none, .unknown: break
        default: return nil
        }
        let values = labeledValues(.written(arguments, environment))
        var base = current
        var inPlace = false
        if case .identifier(let variable, _) = baseExpression, let taken = environment.take(variable) {
            base = taken
            inPlace = true
        }
        if base.isNone { base = .array([], position) }
        let changed = mutate(&base, name, values, position: position)
        if !changed, !inPlace { return .none }
        assign(base, to: baseExpression, in: environment)
        return .none
    }

    /// Updates a list for `append`, `insert`, `removeAll`…; false when it cannot be told (the list
    /// is left as it was).
    private func mutate(_ list: inout Value, _ name: String, _ arguments: LabeledValues, position: ProjectPosition) -> Bool {
        var count = 0
        if case .array(let elements, _) = list {
            count = elements.count
        } else {
            if !isExhausted { warn("`\(name)` on a value that could not be read: \(reason(list))", position) }
            return false
        }
        let argument = arguments.first
        var added: [Value] = []
        if ["append", "formUnion", "insert"].contains(name) {
            guard let argument else { return false }
            added = [argument.value]
            if argument.label == "contentsOf" || name == "formUnion" {
                guard let elements = argument.value.arrayValue else {
                    warn("`\(name)(contentsOf:)` of a value that could not be read: \(reason(argument.value))", position)
                    return false
                }
                added = elements
            }
        }
        guard fits(elements: count + added.count, position) else { return false }
        let predicate = argument?.value
        var understood = true
        let withinBudget = list.updateList { elements in
            charged(&elements, position) { elements in
                understood = edit(&elements, name, added: added, arguments: arguments, predicate: predicate, position: position)
            }
        } ?? false
        return understood && withinBudget
    }

    /// The change `name` makes to a list; false when it is not one this reader follows.
    private func edit(_ elements: inout [Value], _ name: String, added: [Value], arguments: LabeledValues, predicate: Value?, position: ProjectPosition) -> Bool {
        switch name {
        case "append", "formUnion":
            elements.append(contentsOf: added)
        case "insert":
            let at = arguments.first { $0.label == "at" }.flatMap { if case .integer(let offset) = $0.value { offset } else { nil } } ?? elements.count
            elements.insert(contentsOf: added, at: max(0, min(at, elements.count)))
        case "removeAll":
            guard let predicate else {
                elements.removeAll()
                return true
            }
            elements.removeAll { apply(predicate, $0, position: position).booleanValue == true }
        case "removeFirst", "removeLast":
            guard !elements.isEmpty else { return true }
            if name == "removeFirst" { elements.removeFirst() } else { elements.removeLast() }
        default:
            warn("`\(name)` is not followed", position)
            return false
        }
        return true
    }
}
