import ArchlintBase

/// A configuration's parameters: names a document declares with a default (a preset: what ends
/// an interface package's name) and any document merged after it may set, written `${name}` in
/// the strings of `layers` and `rules`. One preset then serves every naming convention:
/// `"parameters": { "interfaceSuffix": "Interface" }` makes clean-spm's rules read `XInterface`
/// where they read `XAPI`. A value may refer to other parameters; `$${` is a literal `${`.
public struct Parameters: Sendable {
    /// A declared parameter and the value in effect.
    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var defaultValue: String
        public var description: String?
        /// The value in effect, references to other parameters substituted.
        public var value: String
        /// The document that set it, when one did.
        public var setIn: String?
    }

    /// The keys of a parameter declaration.
    public static let declarationOptions: [RuleOption] = [
        RuleOption("default", .string, "the value when no configuration sets one."),
        RuleOption("description", .string, "what the parameter names, for readers of the configuration."),
    ]

    struct Declaration {
        var name: String
        var defaultValue: JSONValue.Located
        var description: String?
        var file: String
    }

    struct Setting {
        var value: JSONValue.Located
        var file: String
    }

    private var declarations: [Declaration] = []
    private var settings: [String: Setting] = [:]
    /// Resolved values by name, once `resolve()` has run.
    private var values: [String: String] = [:]
    /// Declared parameters with their values, in declaration order, once `resolve()` has run.
    public private(set) var all: [Parameter] = []

    init() {}

    /// Reads the `parameters` object of one document: a string sets a parameter, an object declares
    /// one (a later declaration of the same name replaces the earlier one's default).
    mutating func read(_ located: JSONValue.Located, file: String) throws {
        guard case .object(let pairs) = located.value else {
            throw ConfigurationError(
                file: file, keyPath: "parameters", line: located.line, column: located.column,
                message: "expected an object of parameters by name, found \(located.value.typeName)")
        }
        for pair in pairs {
            let keyPath = "parameters.\(pair.key)"
            switch pair.value.value {
            case .string:
                settings[pair.key] = Setting(value: pair.value, file: file)
            case .object:
                var object = try ConfigObject(pair.value, file: file, keyPath: keyPath)
                try OptionValidator(layers: []).validate(object, against: Self.declarationOptions)
                guard object.contains("default"), let defaultValue = object.raw("default") else {
                    throw object.error(nil, "a parameter declaration needs a \"default\" (a string; \"\" for none)")
                }
                let description = try object.string("description")
                try object.finish()
                declarations.removeAll { $0.name == pair.key }
                declarations.append(Declaration(name: pair.key, defaultValue: defaultValue, description: description, file: file))
            default:
                throw ConfigurationError(
                    file: file, keyPath: keyPath, line: pair.value.line, column: pair.value.column,
                    message: "expected a value (a string) or a declaration ({ \"default\": …, \"description\": … }), found \(pair.value.value.typeName)")
            }
        }
    }

    /// Checks every setting against the declarations and works out each value in effect.
    mutating func resolve() throws {
        let names = declarations.map(\.name)
        for (name, setting) in settings.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
            throw ConfigurationError(
                file: setting.file, keyPath: "parameters.\(name)", line: setting.value.line, column: setting.value.column,
                message: "unknown parameter \"\(name)\"\(Self.known(name, among: names))")
        }
        values = [:]
        for declaration in declarations { _ = try value(of: declaration.name, chain: []) }
        all = declarations.map { declaration in
            let setting = settings[declaration.name]
            guard case .string(let defaultValue) = declaration.defaultValue.value else { preconditionFailure("validated as a string") }
            return Parameter(
                name: declaration.name, defaultValue: defaultValue, description: declaration.description, value: values[declaration.name]!,
                setIn: setting?.file)
        }
    }

    /// The value of `name`, references resolved; `chain` holds the parameters being resolved, to
    /// name a cycle.
    private mutating func value(of name: String, chain: [String]) throws -> String {
        if let known = values[name] { return known }
        let declaration = declarations.first { $0.name == name }!
        let located = settings[name]?.value ?? declaration.defaultValue
        let file = settings[name]?.file ?? declaration.file
        if chain.contains(name) {
            throw ConfigurationError(
                file: file, keyPath: "parameters.\(name)", line: located.line, column: located.column,
                message: "parameters refer to each other in a cycle: \((chain[chain.firstIndex(of: name)!...] + [name]).joined(separator: " -> "))")
        }
        guard case .string(let text) = located.value else { preconditionFailure("validated as a string") }
        let names = declarations.map(\.name)
        let resolved = try Self.expand(text, file: file, keyPath: "parameters.\(name)", at: located, names: names) { reference in
            names.contains(reference) ? try value(of: reference, chain: chain + [name]) : nil
        }
        values[name] = resolved
        return resolved
    }

    /// `value` with every `${name}` in its strings replaced, located as it was.
    func substitute(_ value: JSONValue.Located, file: String, keyPath: String) throws -> JSONValue.Located {
        var result = value
        switch value.value {
        case .string(let text):
            guard text.contains("$") else { return value }
            result.value = .string(try Self.expand(text, file: file, keyPath: keyPath, at: value, names: all.map(\.name)) { values[$0] })
        case .array(let elements):
            result.value = .array(try elements.enumerated().map { try substitute($1, file: file, keyPath: "\(keyPath)[\($0)]") })
        case .object(let pairs):
            result.value = .object(try pairs.map { ($0.key, try substitute($0.value, file: file, keyPath: "\(keyPath).\($0.key)")) })
        case .null, .bool, .number:
            break
        }
        return result
    }

    /// `text` with each `${name}` replaced by `lookup(name)` and `$${` by `${`; an unknown (nil)
    /// or unterminated reference is an error at `located`, naming the declared `names`.
    private static func expand(
        _ text: String, file: String, keyPath: String, at located: JSONValue.Located, names: [String], lookup: (String) throws -> String?
    ) throws -> String {
        func fail(_ message: String) -> ConfigurationError {
            ConfigurationError(file: file, keyPath: keyPath, line: located.line, column: located.column, message: message)
        }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            if after.hasPrefix("${") {
                result += "${"
                rest = after.dropFirst(2)
            } else if after.hasPrefix("{") {
                guard let close = after.firstIndex(of: "}") else {
                    throw fail("unterminated parameter reference \"\(rest)\" (write ${name}, or $${ for a literal ${)")
                }
                let name = String(after[after.index(after: after.startIndex)..<close])
                guard let value = try lookup(name) else {
                    throw fail("unknown parameter \"${\(name)}\"\(known(name, among: names))")
                }
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "$"
                rest = after
            }
        }
        return result + rest
    }

    /// ` (did you mean "X"? parameters: a, b)`, or why there are none.
    private static func known(_ name: String, among names: [String]) -> String {
        guard !names.isEmpty else { return " (no parameters are declared: a preset or a configuration declares one as { \"default\": … })" }
        let hint = NearMiss.suggestion(for: name, among: names).map { "did you mean \"\($0)\"? " } ?? ""
        return " (\(hint)parameters: \(names.sorted().joined(separator: ", ")))"
    }
}
