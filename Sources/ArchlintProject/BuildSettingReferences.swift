/// References to other build settings in a setting's value — `$(NAME)`, `${NAME}`, with Xcode's
/// modifiers (`$(PRODUCT_NAME:c99extidentifier)`) — as Xcode projects and XcodeGen specs write them.
public enum BuildSettingReferences {
    /// `text` with every reference replaced by `value(name)`, its modifiers applied; a `$(` that
    /// is never closed stays as written.
    public static func expand(_ text: String, value: (String) -> String) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let close: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: close) else {
                result += rest[dollar...]
                rest = ""
                break
            }
            var parts = rest[rest.index(after: afterDollar)..<end].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var resolved = value(parts.removeFirst())
            for modifier in parts { resolved = apply(modifier, to: resolved) }
            result += resolved
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Whether `text` refers to a build setting (`$(NAME)`, `${NAME}`).
    public static func mentionsSetting(_ text: String) -> Bool {
        var afterDollar = false
        for byte in text.utf8 {
            if afterDollar, byte == 40 || byte == 123 { return true }
            afterDollar = byte == 36
        }
        return false
    }

    /// Xcode's build setting modifiers that can shape a module name; any other leaves the value.
    public static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "c99extidentifier", "identifier": ProjectTarget.moduleName(of: value)
        case "rfc1034identifier":
            String(value.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".")
                    ? Character(scalar) : "-"
            })
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        default: value
        }
    }
}
