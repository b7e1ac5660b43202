import Foundation

/// A compiled regular expression (ICU syntax, as in NSRegularExpression) for module, type and
/// literal patterns, with capture groups for `$1` back-references.
public struct RegularExpression: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let expression: NSRegularExpression
    /// A literal every match must contain, checked before running the expression.
    private let requiredLiteral: String?
    /// The pattern as plain literals when it is only that (`ViewModel$`, `^(A|B)$`): matched
    /// without the regex engine, which is most of the patterns configurations use.
    private let literals: LiteralPattern?

    public init(_ pattern: String) throws {
        self.pattern = pattern
        expression = try NSRegularExpression(pattern: pattern)
        requiredLiteral = RegularExpression.longestLiteral(in: pattern)
        literals = LiteralPattern(pattern)
    }

    public var description: String { pattern }

    public static func == (lhs: RegularExpression, rhs: RegularExpression) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether `text` holds `literal`, compared as UTF-8 bytes (the literal's first byte is looked
    /// for with `memchr`): the prefilter runs on every string of a repository.
    static func contains(_ text: String, _ literal: String) -> Bool {
        var text = text
        var literal = literal
        return text.withUTF8 { haystack in
            literal.withUTF8 { needle in
                guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(haystack.baseAddress! + offset, Int32(first), last - offset + 1) else { return false }
                    offset = haystack.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(haystack.baseAddress! + offset, needle.baseAddress!, needle.count) == 0 { return true }
                    offset += 1
                }
                return false
            }
        }
    }

    /// Whether the expression matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        if let literals { return literals.matches(text) }
        if let requiredLiteral, !RegularExpression.contains(text, requiredLiteral) { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Capture groups of the first match (index 0 is the whole match); nil without a match.
    public func captures(_ text: String) -> [String]? {
        if let requiredLiteral, !RegularExpression.contains(text, requiredLiteral) { return nil }
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

    /// The longest run of plain characters every match must contain (outside groups, classes and
    /// optional parts), or nil: `(?i)\b(https?|wss?)://` must contain `://`. Alternation at the top
    /// level rules any out; under `(?i)` a run stops at letters, which may match in either case.
    static func longestLiteral(in pattern: String) -> String? {
        if pattern.contains("(?x") { return nil }
        let caseInsensitive = pattern.contains("(?i")
        var best = ""
        var current = ""
        var escaped = false
        var depth = 0
        func close() {
            if current.count > best.count { best = current }
            current = ""
        }
        for character in pattern {
            if escaped {
                escaped = false
                if "/:.-_@#".contains(character), depth == 0 { current.append(character) } else { close() }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "|" where depth == 0: return nil
            case "{":
                // A quantifier may make the character before it optional.
                current = String(current.dropLast())
                close()
                depth += 1
            case "(", "[":
                close()
                depth += 1
            case ")", "]", "}":
                depth = max(0, depth - 1)
                current = ""
            case "*", "?":
                current = String(current.dropLast())
                close()
            case "+", ".", "^", "$":
                close()
            default:
                guard depth == 0 else { continue }
                if caseInsensitive, character.isLetter { close() } else { current.append(character) }
            }
        }
        close()
        return best.count >= 2 ? best : nil
    }
}

/// `^?(literal|literal…)$?` — with `X(Y)?` meaning the alternatives `XY` and `X` — matched as
/// prefix, suffix, whole-text or substring comparisons.
struct LiteralPattern: Sendable {
    var alternatives: [String]
    var anchoredStart: Bool
    var anchoredEnd: Bool

    init?(_ pattern: String) {
        var body = Substring(pattern)
        anchoredStart = body.hasPrefix("^")
        if anchoredStart { body = body.dropFirst() }
        anchoredEnd = body.hasSuffix("$") && !body.hasSuffix("\\$")
        if anchoredEnd { body = body.dropLast() }
        guard let alternatives = LiteralPattern.expand(body), !alternatives.isEmpty else { return nil }
        self.alternatives = alternatives
    }

    /// The literal strings a pattern body stands for, or nil when it uses anything else.
    static func expand(_ body: Substring) -> [String]? {
        // A whole-body group of alternatives: (A|B|C)
        if body.hasPrefix("("), body.hasSuffix(")"), !body.dropFirst().dropLast().contains("(") {
            let inner = body.dropFirst().dropLast()
            let parts = inner.split(separator: "|", omittingEmptySubsequences: false).map { literal($0) }
            guard parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.map { $0! }
        }
        // prefix(optional)?  — `UseCase(Protocol)?`
        if body.hasSuffix(")?"), let open = body.firstIndex(of: "("), !body[body.index(after: open)...].dropLast(2).contains("(") {
            guard let head = literal(body[..<open]) else { return nil }
            let options = body[body.index(after: open)...].dropLast(2).split(separator: "|", omittingEmptySubsequences: false)
            var result = [head]
            for option in options {
                guard let tail = literal(option) else { return nil }
                result.append(head + tail)
            }
            return result
        }
        return literal(body).map { [$0] }
    }

    /// The text a literal piece of a pattern matches: letters, digits and escaped punctuation only.
    static func literal(_ piece: Substring) -> String? {
        var result = ""
        var escaped = false
        for character in piece {
            if escaped {
                guard !character.isLetter, !character.isNumber else { return nil }  // \d, \w, \b…
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character.isLetter || character.isNumber || character == "_" || character == "-" || character == "/" || character == " " || character == "@" || character == ":" || character == "#" || character == "," {
                result.append(character)
            } else {
                return nil
            }
        }
        return escaped ? nil : result
    }

    /// Compares code units, as the regex engine does, rather than Swift's grapheme-aware `hasPrefix`.
    func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            alternatives.contains { literal in
                var literal = literal
                return literal.withUTF8 { needle in
                    switch (anchoredStart, anchoredEnd) {
                    case (true, true): return bytes.count == needle.count && Self.equal(bytes, at: 0, needle)
                    case (true, false): return bytes.count >= needle.count && Self.equal(bytes, at: 0, needle)
                    case (false, true): return bytes.count >= needle.count && Self.equal(bytes, at: bytes.count - needle.count, needle)
                    case (false, false):
                        guard bytes.count >= needle.count else { return false }
                        return (0...(bytes.count - needle.count)).contains { Self.equal(bytes, at: $0, needle) }
                    }
                }
            }
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.isEmpty || memcmp(bytes.baseAddress! + offset, needle.baseAddress!, needle.count) == 0
    }
}
