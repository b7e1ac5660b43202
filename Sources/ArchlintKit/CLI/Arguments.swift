/// Parsed command-line arguments: positionals, `--flag`s and `--option value`s (repeatable).
/// Every command names what it accepts, so a typo is a usage error (exit code 2), never ignored.
public struct Arguments {
    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public private(set) var positionals: [String] = []
    private var flags: Set<String> = []
    private var options: [String: [String]] = [:]

    /// `flags` take no value; `options` take one (`--name value` or `--name=value`).
    public init(_ arguments: [String], flags allowedFlags: Set<String>, options allowedOptions: Set<String>) throws {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("option \(name) needs a value") }
                    options[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                throw UsageError("unknown option \(name)")
            }
        }
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func option(_ name: String) -> String? { options[name]?.last }

    public func all(_ name: String) -> [String] { options[name] ?? [] }
}
