import ArchlintProject

/// The build settings of one target in one configuration: the target's own over the project's of
/// the configuration with the same name, each level's `$(inherited)` standing for the level below.
struct BuildSettings {
    /// Innermost level first: the target's settings, its `.xcconfig`'s, the project's, the
    /// project's `.xcconfig`'s.
    private let levels: [PropertyListDictionary]
    let targetName: String
    let projectName: String
    /// Whether an `.xcconfig` (`baseConfigurationReference`) that could not be read adds settings
    /// this file does not show.
    let hasConfigurationFile: Bool

    init(levels: [PropertyListDictionary?], targetName: String, projectName: String, hasConfigurationFile: Bool) {
        self.levels = levels.compactMap { $0 }
        self.targetName = targetName
        self.projectName = projectName
        self.hasConfigurationFile = hasConfigurationFile
    }

    /// A setting's value with variables expanded, or nil when no level sets it. `unresolved` is set
    /// when the value uses a variable this file does not define (an `.xcconfig` or Xcode default).
    func value(_ name: String, unresolved: inout Bool) -> String? {
        var visiting: Set<String> = []
        return value(name, level: 0, visiting: &visiting, unresolved: &unresolved)
    }

    /// Every word a list setting (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`) holds
    /// in this configuration, at every level `$(inherited)` reaches, including the `[sdk=…]`
    /// conditional variants of the setting.
    func words(_ name: String, unresolved: inout Bool) -> [String] {
        words(name, level: 0, unresolved: &unresolved)
    }

    private func words(_ name: String, level: Int, unresolved: inout Bool) -> [String] {
        guard level < levels.count else { return [] }
        let conditional = name + "["
        let nodes = levels[level].entries.filter { $0.key == name || $0.key.hasPrefix(conditional) }.map(\.value)
        guard !nodes.isEmpty else { return words(name, level: level + 1, unresolved: &unresolved) }
        var result: [String] = []
        for node in nodes {
            for word in node.strings.flatMap(Self.splitWords) {
                if word == "$(inherited)" || word == "${inherited}" {
                    result += words(name, level: level + 1, unresolved: &unresolved)
                } else {
                    var visiting: Set<String> = [name]
                    result += Self.splitWords(expand(word, level: level, visiting: &visiting, unresolved: &unresolved))
                }
            }
        }
        return result
    }

    private func value(_ name: String, level: Int, visiting: inout Set<String>, unresolved: inout Bool) -> String? {
        for current in level..<levels.count {
            guard let node = levels[current][name] else { continue }
            let raw = node.strings.joined(separator: " ")
            guard visiting.insert(name).inserted else {
                unresolved = true
                return raw
            }
            defer { visiting.remove(name) }
            return expand(raw, level: current, visiting: &visiting, unresolved: &unresolved)
        }
        return nil
    }

    /// Expands `$(NAME)`, `${NAME}` and `$(NAME:modifier)` in `text`.
    private func expand(_ text: String, level: Int, visiting: inout Set<String>, unresolved: inout Bool) -> String {
        BuildSettingReferences.expand(text) { variableValue($0, level: level, visiting: &visiting, unresolved: &unresolved) }
    }

    private func variableValue(_ variable: String, level: Int, visiting: inout Set<String>, unresolved: inout Bool) -> String {
        switch variable {
        case "TARGET_NAME": return targetName
        case "PROJECT_NAME": return projectName
        case "inherited":
            // Only list settings inherit meaningfully here; a scalar's inherited value is the level below.
            return ""
        default:
            if let value = value(variable, level: 0, visiting: &visiting, unresolved: &unresolved) { return value }
            if variable == "PRODUCT_NAME" { return targetName }
            unresolved = true
            return ""
        }
    }

    /// Splits a list setting's text on spaces, keeping quoted words (`"-D" "A B"`) whole.
    static func splitWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var hasWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        return words
    }
}
