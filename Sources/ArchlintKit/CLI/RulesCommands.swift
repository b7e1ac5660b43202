import ArchlintBase
import ArchlintRules

/// `archlint presets`, `archlint rules [PATH]`, `archlint explain RULE-ID [PATH]`.
enum RulesCommands {
    static func presets(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, flags: ["--help"], options: [])
        if parsed.flag("--help") {
            Output.standardOutput("USAGE: archlint presets\n\nLists the shipped presets (use with --preset NAME or \"extends\": [\"NAME\"]).\n")
            return 0
        }
        let loader = Linter.configurationLoader
        var text = ""
        for name in loader.availablePresets() {
            let configuration = try loader.load(file: nil, presets: [name])
            let summary = loader.presetDescription(name) ?? ""
            text += "\(name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(configuration.enabledRules.count) rules  \(summary)\n"
        }
        Output.standardOutput(text)
        return 0
    }

    static func configuration(_ parsed: Arguments) throws -> Configuration {
        let root = parsed.positionals.dropFirst(parsed.positionals.count > 1 ? 1 : 0).first ?? "."
        let file = parsed.option("--config") ?? Linter.defaultConfigurationFile(root: root)
        let presets = parsed.all("--preset")
        if file == nil, presets.isEmpty { throw Arguments.UsageError("no configuration: pass --config FILE or --preset NAME") }
        return try Linter.configurationLoader.load(file: file, presets: presets)
    }

    static func rules(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, flags: ["--help"], options: ["--config", "--preset"])
        if parsed.flag("--help") {
            Output.standardOutput("USAGE: archlint rules [PATH] [--config FILE] [--preset NAME]\n\nLists the configured rules: id, kind, severity, and where each is defined.\n")
            return 0
        }
        let configuration = try configuration(parsed)
        var text = ""
        for rule in configuration.rules {
            let severity = rule.severity?.rawValue ?? "off"
            text += "\(rule.id.padding(toLength: 44, withPad: " ", startingAt: 0)) \(rule.kind.padding(toLength: 22, withPad: " ", startingAt: 0)) \(severity.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.definedIn.joined(separator: ", "))\n"
        }
        text += "\(configuration.enabledRules.count) of \(configuration.rules.count) rules enabled; layers: \(configuration.layers.map(\.name).joined(separator: ", "))\n"
        Output.standardOutput(text)
        return 0
    }

    static func explain(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, flags: ["--help"], options: ["--config", "--preset"])
        guard !parsed.flag("--help"), let id = parsed.positionals.first else {
            Output.standardOutput("""
                USAGE: archlint explain RULE-ID [PATH] [--config FILE] [--preset NAME]
                       archlint explain KIND

                Prints a configured rule's description, its configuration and an example that triggers it;
                or a rule kind's options and examples (kinds: \(RuleKinds.all.map { $0.name }.joined(separator: ", "))).

                """)
            return parsed.flag("--help") ? 0 : 2
        }
        let configured = parsed.option("--config") != nil || !parsed.all("--preset").isEmpty
            || Linter.defaultConfigurationFile(root: parsed.positionals.dropFirst().first ?? ".") != nil
        if let kind = RuleKinds.named(id), !configured || (try? configuration(parsed))?.rule(id) == nil {
            Output.standardOutput("\(kind.name) — \(kind.summary)\n\n" + indented(kind.documentation) + "\n" + examples(of: kind, all: true))
            return 0
        }
        let configuration = try configuration(parsed)
        guard let rule = configuration.rule(id) else {
            throw Arguments.UsageError("no rule '\(id)' is configured (see `archlint rules`), and no rule kind has that name")
        }
        guard let kind = RuleKinds.named(rule.kind) else { throw Arguments.UsageError("unknown kind \(rule.kind)") }
        var text = "\(rule.id) — \(kind.summary)\n\n"
        if let message = rule.message { text += "\(message)\n\n" }
        text += "kind: \(rule.kind)    severity: \(rule.severity?.rawValue ?? "off")    defined in: \(rule.definedIn.joined(separator: ", "))\n\n"
        text += "Configuration:\n"
        var json = JSONWriter(indent: 2)
        json.beginObject()
        for option in rule.options { json.key(option.key); write(option.value, to: &json) }
        json.endObject()
        text += indented(json.text) + "\n\n"
        text += "The \(rule.kind) kind:\n" + indented(kind.documentation) + "\n"
        text += examples(of: kind, all: false)
        Output.standardOutput(text)
        return 0
    }

    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// The kind's first triggering example, or all of them, with their configuration.
    static func examples(of kind: any RuleKind.Type, all: Bool) -> String {
        var text = ""
        for example in all ? kind.examples : Array(kind.examples.filter(\.triggers).prefix(1)) {
            text += "\nExample: \(example.description)\(example.triggers ? " (↓ marks each finding)" : " (no finding)")\n"
            if all { text += "  configuration: \(example.configuration)\n" }
            for file in example.files {
                text += "\n  // \(file.path)\n" + indented(file.content) + "\n"
            }
        }
        return text
    }

    static func write(_ value: JSONValue.Located, to json: inout JSONWriter) {
        switch value.value {
        case .null: json.null()
        case .bool(let flag): json.value(flag)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { json.value(Int(number)) } else { json.value(String(number)) }
        case .string(let text): json.value(text)
        case .array(let elements):
            json.beginArray()
            for element in elements { write(element, to: &json) }
            json.endArray()
        case .object(let pairs):
            json.beginObject()
            for pair in pairs { json.key(pair.key); write(pair.value, to: &json) }
            json.endObject()
        }
    }
}
