import ArchlintBase
import ArchlintRules

/// What a rule checks, as text: a configured rule's description, configuration and an example
/// that triggers it; or a rule kind's options and examples. What `archlint explain` prints.
public struct ExplainRequest: Sendable {
    /// A configured rule's id, or a rule kind's name.
    public var subject: String
    public var root: String
    public var configuration: ConfigurationSource

    public init(_ subject: String, root: String = ".", configuration: ConfigurationSource = ConfigurationSource()) {
        self.subject = subject
        self.root = root
        self.configuration = configuration
    }

    /// A kind's name explains the kind unless the configuration has a rule with that id.
    public func run() throws -> Explanation {
        try ArchlintError.reporting {
            let lookup = try self.configuration.lookup(root)
            let configuration = lookup.isGiven ? Result(catching: { try lookup.load() }) : nil
            if let kind = RuleKinds.named(subject), (try? configuration?.get())?.rule(subject) == nil {
                return Explanation(text: Self.describe(kind))
            }
            guard let configuration else {
                throw ArchlintError(
                    "unknown rule kind \(subject)\(Self.suggestion(subject, RuleKinds.all.map { $0.name })); a configured rule is "
                        + "explained with its configuration: pass --config FILE or --preset NAME (no .archlint.json in \(root) or a folder above it)")
            }
            let loaded = try configuration.get()
            guard let rule = loaded.rule(subject) else {
                let suggestion = Self.suggestion(subject, loaded.rules.map(\.id) + RuleKinds.all.map { $0.name })
                throw ArchlintError("unknown rule \(subject)\(suggestion) (`archlint rules` lists the configured rules)")
            }
            guard let kind = RuleKinds.named(rule.kind) else { throw ArchlintError("unknown kind \(rule.kind)") }
            return Explanation(text: Self.describe(rule, of: kind))
        }
    }

    static func suggestion(_ typed: String, _ names: [String]) -> String {
        Archlint.nearMiss(for: typed, among: names).map { " — did you mean \($0)?" } ?? ""
    }

    static func describe(_ kind: any RuleKind.Type) -> String {
        "\(kind.name) — \(kind.summary)\n\n" + indented(kind.documentation) + "\n" + examples(of: kind, all: true)
    }

    static func describe(_ rule: RuleConfiguration, of kind: any RuleKind.Type) -> String {
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
        return text
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

/// A rule or rule kind explained, as text.
public struct Explanation: Sendable {
    public let text: String
}
