/// One option of a command: how it is spelled, the value it takes (none for a flag), what it does,
/// its default. Help, the README's option table, completions and parsing all come from these.
struct Option: Equatable, Sendable {
    /// What an option's value or a positional argument is: it decides parsing (a choice must be one
    /// of its values, a number at least its minimum) and completion (files, folders, the choices).
    enum Kind: Equatable, Sendable {
        case file
        case folder
        case choice([String])
        case number(minimum: Int)
        case text
    }

    struct Value: Equatable, Sendable {
        /// How help shows it: `FILE`, `FORMAT`, `N`.
        var name: String
        var kind: Kind
    }

    var name: String
    var value: Value?
    var help: String
    /// Shown as `(default: …)`.
    var defaultValue: String?
    /// Each occurrence adds a value; otherwise the last one counts.
    var repeatable = false

    /// A flag: present or not.
    init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }

    /// An option taking a value.
    init(_ name: String, _ valueName: String, _ kind: Kind, help: String, default defaultValue: String? = nil, repeatable: Bool = false) {
        self.name = name
        self.value = Value(name: valueName, kind: kind)
        self.help = help
        self.defaultValue = defaultValue
        self.repeatable = repeatable
    }

    var isFlag: Bool { value == nil }

    /// `--format FORMAT`, or `--strict`.
    var label: String { value.map { "\(name) \($0.name)" } ?? name }

    /// The help with the choices, the default and repetition added.
    var fullHelp: String {
        var notes: [String] = []
        if case .choice(let choices) = value?.kind { notes.append(choices.joined(separator: ", ")) }
        if let defaultValue { notes.append("default: \(defaultValue)") }
        if repeatable { notes.append("repeatable") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}

/// Options shown together in help under a title; the shared groups map onto the library's
/// request fields the same way for every command (see `ParsedArguments`).
struct OptionGroup: Sendable {
    var title: String
    var options: [Option]

    init(_ title: String, _ options: [Option]) {
        self.title = title
        self.options = options
    }
}

/// A positional argument: `PATH`, `RULE-ID`, `SHELL`, `FILE…`.
struct Positional: Sendable {
    var name: String
    var kind: Option.Kind
    var optional = false
    /// Takes any number of values (`FILE…`).
    var repeating = false

    /// `[PATH]`, `RULE-ID`.
    var synopsis: String { optional ? "[\(name)]" : name }
}
