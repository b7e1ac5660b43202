import Foundation

/// A compiled regular expression (ICU syntax, as in NSRegularExpression) for module, type and
/// literal patterns, with capture groups for `$1` back-references.
public struct RegularExpression: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let expression: NSRegularExpression
    /// A literal every match must contain, checked before running the expression.
    private let requiredLiteral: String?

    public init(_ pattern: String) throws {
        self.pattern = pattern
        expression = try NSRegularExpression(pattern: pattern)
        requiredLiteral = RegularExpression.longestLiteral(in: pattern)
    }

    public var description: String { pattern }

    public static func == (lhs: RegularExpression, rhs: RegularExpression) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether the expression matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        if let requiredLiteral, !text.contains(requiredLiteral) { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Capture groups of the first match (index 0 is the whole match); nil without a match.
    public func captures(_ text: String) -> [String]? {
        if let requiredLiteral, !text.contains(requiredLiteral) { return nil }
        guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (0..<match.numberOfRanges).map { group in
            guard let range = Range(match.range(at: group), in: text) else { return "" }
            return String(text[range])
        }
    }

    /// `template` with `$1`… replaced by `captures`, each escaped so it matches only itself.
    public static func substitute(_ template: String, captures: [String]) -> String {
        var result = ""
        var characters = Array(template)
        var index = 0
        while index < characters.count {
            if characters[index] == "$", index + 1 < characters.count, let digit = characters[index + 1].wholeNumberValue {
                result += digit < captures.count ? NSRegularExpression.escapedPattern(for: captures[digit]) : ""
                index += 2
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        characters.removeAll()
        return result
    }

    /// A run of literal characters outside groups and alternations: every match contains it.
    static func longestLiteral(in pattern: String) -> String? {
        if pattern.contains("|") || pattern.contains("(?i") || pattern.contains("(?x") { return nil }
        var best = ""
        var current = ""
        var escaped = false
        var depth = 0
        for character in pattern {
            if escaped {
                escaped = false
                if "/:.-_@#".contains(character), depth == 0 { current.append(character) } else {
                    if current.count > best.count { best = current }
                    current = ""
                }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "{":
                // A quantifier may make the character before it optional.
                current = String(current.dropLast())
                if current.count > best.count { best = current }
                current = ""
                depth += 1
            case "(", "[": depth += 1; if current.count > best.count { best = current }; current = ""
            case ")", "]", "}": depth = max(0, depth - 1); current = ""
            case "*", "?": current = String(current.dropLast()); if current.count > best.count { best = current }; current = ""
            case "+", ".", "^", "$":
                if current.count > best.count { best = current }
                current = ""
            default:
                if depth == 0 { current.append(character) }
            }
        }
        if current.count > best.count { best = current }
        return best.count >= 2 ? best : nil
    }
}
