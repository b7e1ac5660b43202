import ArchlintBase

/// Checks a rule's configuration against the options its kind declares before the kind reads it:
/// every key declared (a misspelt one is named with the nearest declared key), every value of the
/// declared form, every layer name a configured layer (with the nearest one when misspelt).
struct OptionValidator {
    /// The configured layers' names.
    let layers: [String]

    func validate(_ object: ConfigObject, against options: [RuleOption]) throws {
        for entry in object.entries {
            guard let option = options.first(where: { $0.name == entry.key }) else {
                let hint = NearMiss.suggestion(for: entry.key, among: options.map(\.name)).map { "did you mean \"\($0)\"? " } ?? ""
                throw ConfigurationError(
                    file: entry.file, keyPath: object.path(entry.key), line: entry.value.line, column: entry.value.column,
                    message: "unknown key \"\(entry.key)\" (\(hint)known keys: \(options.map(\.name).sorted().joined(separator: ", ")))")
            }
            try validate(entry.value, as: option.value, file: entry.file, keyPath: object.path(entry.key))
        }
    }

    private func validate(_ value: JSONValue.Located, as form: RuleOption.Value, file: String, keyPath: String) throws {
        func fail(_ message: String, at located: JSONValue.Located = value, path: String = keyPath) -> ConfigurationError {
            ConfigurationError(file: file, keyPath: path, line: located.line, column: located.column, message: message)
        }
        /// A string, or every string of an array of strings, with its place.
        func strings(_ expected: String) throws -> [(text: String, at: JSONValue.Located, path: String)] {
            switch value.value {
            case .string(let text): return [(text, value, keyPath)]
            case .array(let elements):
                return try elements.enumerated().map { offset, element in
                    guard case .string(let text) = element.value else {
                        throw fail("expected \(expected), found \(element.value.typeName)", at: element, path: "\(keyPath)[\(offset)]")
                    }
                    return (text, element, "\(keyPath)[\(offset)]")
                }
            default: throw fail("expected \(expected) or a list of them, found \(value.value.typeName)")
            }
        }
        func layerNames(_ names: [(text: String, at: JSONValue.Located, path: String)]) throws {
            for name in names where !layers.contains(name.text) {
                let known = layers.isEmpty ? "no layers are defined" : "layers: \(layers.joined(separator: ", "))"
                throw fail("no layer named \"\(name.text)\"\(NearMiss.hint(for: name.text, among: layers)) (\(known))", at: name.at, path: name.path)
            }
        }
        switch form {
        case .string, .pattern:
            guard case .string = value.value else { throw fail("expected a string, found \(value.value.typeName)") }
        case .bool:
            guard case .bool = value.value else { throw fail("expected true or false, found \(value.value.typeName)") }
        case .count:
            guard case .number(let number) = value.value else { throw fail("expected a whole number, 0 or more, found \(value.value.typeName)") }
            guard ConfigObject.count(value.value) != nil else { throw fail("expected a whole number from 0 to \(ConfigObject.largestCount), found \(number)") }
        case .patterns, .names, .globs:
            _ = try strings("a string")
        case .choice(let words):
            guard case .string(let text) = value.value else { throw fail("expected a string, found \(value.value.typeName)") }
            guard words.contains(text) else { throw fail(choiceMessage(text, words)) }
        case .choices(let words):
            for word in try strings("a string") where !words.contains(word.text) {
                throw fail(choiceMessage(word.text, words), at: word.at, path: word.path)
            }
        case .layers:
            try layerNames(try strings("a layer name"))
        case .layerMap, .textMap:
            guard case .object(let pairs) = value.value else { throw fail("expected an object, found \(value.value.typeName)") }
            for pair in pairs {
                let path = "\(keyPath).\(pair.key)"
                if case .layerMap = form {
                    try layerNames([(pair.key, pair.value, path)])
                    try validate(pair.value, as: .layers, file: file, keyPath: path)
                } else {
                    try validate(pair.value, as: .string, file: file, keyPath: path)
                }
            }
        case .object(let nested):
            try validate(ConfigObject(value, file: file, keyPath: keyPath), against: nested)
        case .map(let entryForm):
            guard case .object(let pairs) = value.value else { throw fail("expected an object, found \(value.value.typeName)") }
            for pair in pairs { try validate(pair.value, as: entryForm, file: file, keyPath: "\(keyPath).\(pair.key)") }
        case .rule:
            break  // checked against its kind's declaration once its entries are merged
        case .parameter:
            break  // checked by Parameters, which tells a value from a declaration
        case .objects(let nested):
            if case .array(let elements) = value.value {
                for (offset, element) in elements.enumerated() {
                    try validate(ConfigObject(element, file: file, keyPath: "\(keyPath)[\(offset)]"), against: nested)
                }
            } else {
                try validate(ConfigObject(value, file: file, keyPath: keyPath), against: nested)
            }
        }
    }

    private func choiceMessage(_ text: String, _ words: [String]) -> String {
        "expected one of \(words.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(text)\"\(NearMiss.hint(for: text, among: words))"
    }
}
