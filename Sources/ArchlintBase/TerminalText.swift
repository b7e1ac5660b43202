/// Text from the repository (file names, names and strings from its code and manifests) as a text
/// report may show it: control characters, which could split a report line or drive the terminal
/// (ESC), and bidirectional controls, which could make it show something other than what is there,
/// are written as escapes (`\n`, `\u{1B}`). JSON, SARIF and GitHub output escape in their own way.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates, line and paragraph separators.
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
