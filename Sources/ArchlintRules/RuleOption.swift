/// One option of a rule kind, declared once: the declaration checks the configuration before the
/// kind reads it, and writes the option's line in `archlint explain`, `Docs/rules.md` and the
/// JSON Schema of `.archlint.json`.
public struct RuleOption: Sendable {
    public indirect enum Value: Sendable {
        case string
        case bool
        /// A whole number, 0 or more.
        case count
        /// One regular expression.
        case pattern
        /// A regular expression or a list of them.
        case patterns
        /// A string or a list of strings.
        case names
        /// A path glob or a list of them.
        case globs
        /// One of the given words.
        case choice([String])
        /// One of the given words or a list of them.
        case choices([String])
        /// The name of a configured layer or a list of them.
        case layers
        /// `{ "Layer": ["Layer", …] }`, every name a configured layer.
        case layerMap
        /// `{ "Name": "Text" }`.
        case textMap
        /// An object with these options.
        case object([RuleOption])
        /// An object with these options, or a list of such objects.
        case objects([RuleOption])
        /// An object of entries by name (layers by name), each of the given form.
        case map(Value)
        /// A rule: a severity, or an object of the common options and its kind's options.
        case rule
        /// A parameter: its value, or a declaration with a default (`Parameters`).
        case parameter
    }

    public var name: String
    public var value: Value
    /// The default as documented (nil: no default, the option is unset).
    public var defaultValue: String?
    /// What the option does, in a sentence or two.
    public var help: String

    public init(_ name: String, _ value: Value, default defaultValue: String? = nil, _ help: String) {
        self.name = name
        self.value = value
        self.defaultValue = defaultValue
        self.help = help
    }

    /// The options every rule has, whatever its kind; the engine reads them.
    public static let common: [RuleOption] = [
        RuleOption("kind", .string, "the rule kind (required for a new rule)."),
        RuleOption("severity", .choice(["error", "warning", "info", "off"]), default: "error", "how findings count; \"off\" switches the rule off."),
        RuleOption("message", .string, "what the rule protects and what to do, appended to every finding."),
        RuleOption("description", .string, "a note for readers of the configuration."),
        RuleOption("rationale", .string, "a note for readers of the configuration."),
        RuleOption("scope", .object(Scope.options), "which code the rule looks at (all given selectors must agree)."),
    ]

    /// The value's form, as documentation writes it.
    public var form: String {
        switch value {
        case .string: "text"
        case .bool: "true | false"
        case .count: "number"
        case .pattern: "regex"
        case .patterns: "regex | [regex]"
        case .names: "name | [name]"
        case .globs: "glob | [glob]"
        case .choice(let words): words.map { "\"\($0)\"" }.joined(separator: " | ")
        case .choices(let words): "[" + words.map { "\"\($0)\"" }.joined(separator: " | ") + "]"
        case .layers: "layer | [layer]"
        case .layerMap: "{ layer: [layer] }"
        case .textMap: "{ name: text }"
        case .object: "{ … }"
        case .objects: "{ … } | [{ … }]"
        case .map(let value): "{ name: \(RuleOption("", value, "").form) }"
        case .rule: "severity | { kind, … }"
        case .parameter: "text | { default, description }"
        }
    }

    /// Option lines for `explain` and the documentation: name, form, default, help; nested
    /// options indented under their object.
    public static func document(_ options: [RuleOption], indent: String = "  ") -> String {
        var text = ""
        for option in options {
            text += "\(indent)\(option.name): \(option.form)"
            if let defaultValue = option.defaultValue { text += " (default \(defaultValue))" }
            text += "\n\(indent)    \(option.help)\n"
            switch option.value {
            case .object(let nested), .objects(let nested), .map(.object(let nested)): text += document(nested, indent: indent + "    ")
            default: break
            }
        }
        return text
    }
}

/// What a rule kind looks at, so the engine knows how the rule's scope applies: to files, to the
/// types declared in them, to modules (by their files and declaration), or to dependencies (by the
/// depending file or module and where the dependency is written).
public enum RuleSubject: String, Sendable {
    case files, types, modules, dependencies
}
