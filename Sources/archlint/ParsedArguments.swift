import ArchlintKit

/// A command's arguments, parsed against its declaration: positionals, flags, and options with
/// values (`--name value`, `--name=value`, repeatable or the last one counting); after `--`
/// everything is positional. Anything the declaration does not name is a `UsageError`.
struct ParsedArguments {
    let command: Command
    private(set) var positionals: [String] = []
    private(set) var helpRequested = false
    private var values: [String: [String]] = [:]

    init(_ arguments: [String], for command: Command) throws {
        self.command = command
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
            } else if argument == "--" {
                onlyPositionals = true
            } else if Command.helpSpellings.contains(argument) {
                helpRequested = true
            } else {
                let (name, inlineValue) = Self.split(argument)
                guard let option = command.option(named: name) else {
                    let names = command.options.map(\.name) + Command.helpSpellings
                    throw usage("unknown option \(name) for \(command.name)\(UsageError.nearMiss(name, among: names))")
                }
                guard let value = option.value else {
                    if inlineValue != nil { throw usage("\(name) takes no value") }
                    values[name] = [""]
                    continue
                }
                guard let given = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw usage("\(name) needs a value (\(value.name))")
                }
                if inlineValue == nil { index += 1 }
                try check(given, of: value.kind, for: name)
                values[name] = option.repeatable ? values[name, default: []] + [given] : [given]
            }
        }
        if !helpRequested { try checkPositionals() }
    }

    /// `--name=value` → (`--name`, `value`).
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    func usage(_ message: String) -> UsageError {
        UsageError(message, command: command.name)
    }

    func check(_ value: String, of kind: Option.Kind, for name: String) throws {
        switch kind {
        case .choice(let choices) where !choices.contains(value):
            let expected = "expected \(choices.joined(separator: ", "))"
            throw usage("unknown value '\(value)' for \(name)\(UsageError.nearMiss(value, among: choices)) (\(expected))")
        case .number(let minimum) where Int(value).map({ $0 < minimum }) ?? true:
            let expected = minimum == 1 ? "a positive number" : "a number of at least \(minimum)"
            throw usage("\(name) needs \(expected), not '\(value)'")
        default:
            break
        }
    }

    private func checkPositionals() throws {
        let required = command.positionals.filter { !$0.optional }
        if positionals.count < required.count {
            throw usage("\(command.name) needs \(required[positionals.count].name)")
        }
        let takesAny = command.positionals.last?.repeating == true
        if !takesAny, positionals.count > command.positionals.count {
            let names = command.positionals.map(\.name)
            let expected = names.isEmpty ? "no arguments" : names.count == 1 ? "one \(names[0])" : names.joined(separator: " and ")
            let extra = positionals[command.positionals.count...].joined(separator: " ")
            throw usage("\(command.name) takes \(expected) (unexpected: \(extra))")
        }
        for (positional, value) in zip(command.positionals, positionals) { try check(value, of: positional.kind, for: positional.name) }
    }

    // MARK: Reading the values

    func flag(_ option: Option) -> Bool {
        values[declared(option)] != nil
    }

    /// The value given last, if any.
    func value(_ option: Option) -> String? {
        values[declared(option)]?.last
    }

    func allValues(_ option: Option) -> [String] {
        values[declared(option)] ?? []
    }

    func number(_ option: Option) -> Int? {
        value(option).flatMap { Int($0) }
    }

    /// The positional named `name`, if given.
    func positional(_ name: String) -> String? {
        guard let index = command.positionals.firstIndex(where: { $0.name == name }), index < positionals.count else { return nil }
        return positionals[index]
    }

    /// A command reads only what it declares: help, completions and the README list everything it reads.
    private func declared(_ option: Option) -> String {
        precondition(command.option(named: option.name) == option, "\(command.name) reads \(option.name) without declaring it")
        return option.name
    }
}
