import Foundation

/// A compiled regular expression (ICU syntax, as in NSRegularExpression) for module, type and
/// literal patterns, with capture groups for `$1` back-references.
public struct RegularExpression: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// One reference to what the pattern compiled to: patterns are copied into every rule and
    /// layer using them and each match call may copy one, which retained every part.
    private let compiled: Compiled

    private final class Compiled: @unchecked Sendable {
        let pattern: String
        /// Compiled at once unless `literals` covers the pattern; then only if `captures` is asked
        /// (`lateExpression`): the first pattern compiled starts ICU itself (about 8 M instructions,
        /// half of loading a configuration), which a configuration of literal patterns never needs.
        let expression: NSRegularExpression?
        let lateExpression: LateExpression?
        /// A literal every match must contain (its UTF-8 bytes), checked before running the expression.
        let requiredLiteral: [UInt8]?
        /// The pattern as plain literals when it is only that (`ViewModel$`, `^(A|B)$`): matched
        /// without the regex engine, which is most of the patterns configurations use.
        let literals: LiteralPattern?
        /// What the engine said of short texts it was asked about.
        let verdicts = Verdicts()

        init(_ pattern: String) throws {
            self.pattern = pattern
            literals = LiteralPattern(pattern)
            // Every pattern of literals is one ICU accepts, but for the empty one, which Foundation
            // refuses (so a configuration does too).
            let compilesLate = literals != nil && !pattern.isEmpty
            expression = compilesLate ? nil : try NSRegularExpression(pattern: pattern)
            lateExpression = compilesLate ? LateExpression(pattern) : nil
            requiredLiteral = RegularExpression.longestLiteral(in: pattern).map { Array($0.utf8) }
        }
    }

    public init(_ pattern: String) throws {
        compiled = try Compiled(pattern)
    }

    public var pattern: String { compiled.pattern }

    public var description: String { pattern }

    public static func == (lhs: RegularExpression, rhs: RegularExpression) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether `text` holds the UTF-8 bytes of `literal` (its first byte looked for with `memchr`):
    /// the prefilter runs on every string literal of a repository, so the text is read in place.
    static func contains(_ text: String, _ literal: [UInt8]) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ contains(bytes: $0, literal) }) { return found }
        var text = text
        return text.withUTF8 { contains(bytes: $0, literal) }
    }

    private static func contains(bytes haystack: UnsafeBufferPointer<UInt8>, _ literal: [UInt8]) -> Bool {
        literal.withUnsafeBufferPointer { needle in
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

    /// Whether the expression matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        guard let expression = compiled.expression else { return compiled.literals!.matches(text) }  // a pattern of literals
        if let requiredLiteral = compiled.requiredLiteral, !RegularExpression.contains(text, requiredLiteral) { return false }
        if let known = compiled.verdicts[text] { return known }
        let matched = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        compiled.verdicts[text] = matched
        return matched
    }

    /// The engine's answers for short texts, shared by every thread matching the expression: the
    /// same texts come back (a string literal is matched when a lint decides to keep it and again
    /// by its rule, and URLs repeat from file to file), and a call into the engine costs tens of
    /// thousands of instructions. On the benchmark corpus: 2,915 calls before, 1,160 after.
    /// Bounded in count and in length, so that it never holds on to much of what a lint let go of.
    private final class Verdicts: @unchecked Sendable {
        private let lock = Lock()
        private var known: [String: Bool] = [:]
        static let limit = 4096
        static let longestText = 256

        subscript(text: String) -> Bool? {
            get {
                guard text.utf8.count <= Self.longestText else { return nil }
                return lock.withLock { known[text] }
            }
            set {
                guard let newValue, text.utf8.count <= Self.longestText else { return }
                lock.withLock { if known.count < Self.limit { known[text] = newValue } }
            }
        }
    }

    /// Capture groups of the first match (index 0 is the whole match); nil without a match.
    public func captures(_ text: String) -> [String]? {
        guard let expression = compiled.expression ?? compiled.lateExpression?.expression else { return nil }
        if let requiredLiteral = compiled.requiredLiteral, !RegularExpression.contains(text, requiredLiteral) { return nil }
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

    /// The longest run of plain characters every match must contain, or nil: `(?i)\\b(https?|wss?)://`
    /// must contain `://`. Only text outside groups and classes counts, a quantifier takes the
    /// character before it out, alternation at the top level rules any out, and a construct this
    /// scan does not know (`\\x41`, `\\Q…\\E`, comments mode) gives nil: the prefilter may let a
    /// text through, never keep a match out. Under `(?i)` a run holds only ASCII non-letters, which
    /// have no other case. Scanned by Unicode scalar, as ICU reads the pattern.
    static func longestLiteral(in pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        let flags = PatternScan.inlineFlags(scalars)
        guard !flags.contains("x") else { return nil }
        let caseInsensitive = flags.contains("i")
        var best: [Unicode.Scalar] = []
        var current: [Unicode.Scalar] = []
        var groupDepth = 0
        var index = 0
        func close() {
            if current.count > best.count { best = current }
            current = []
        }
        func literal(_ scalar: Unicode.Scalar) {
            guard groupDepth == 0 else { return }
            if caseInsensitive, !scalar.isASCII || scalar.properties.isAlphabetic { close() } else { current.append(scalar) }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\\":
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                if PatternScan.isEscapedLiteral(escaped) {
                    literal(escaped)
                } else if PatternScan.singleAtomEscapes.contains(escaped) {
                    close()
                } else {
                    return nil
                }
            case "[":
                close()
                guard let end = PatternScan.endOfClass(scalars, from: index) else { return nil }
                index = end
            case "(":
                close()
                groupDepth += 1
            case ")":
                close()
                groupDepth -= 1
                guard groupDepth >= 0 else { return nil }
            case "|":
                guard groupDepth > 0 else { return nil }
            case "?", "*":
                if groupDepth == 0, !current.isEmpty { current.removeLast() }
                close()
            case "{":
                // A quantifier: {n}, {n,}, {n,m}. It may make the character before it optional.
                if groupDepth == 0, !current.isEmpty { current.removeLast() }
                close()
                guard let end = scalars[index...].firstIndex(of: "}") else { return nil }
                index = end + 1
            case "+", ".", "^", "$":
                close()
            default:
                literal(scalar)
            }
        }
        close()
        guard best.count >= 2 else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: best)
        return text
    }
}

/// What the prefilters need to know of ICU's pattern syntax.
enum PatternScan {
    /// Escapes that stand for one character of a class or a zero-width assertion, with no argument.
    static let singleAtomEscapes: Set<Unicode.Scalar> = ["d", "D", "w", "W", "s", "S", "h", "H", "v", "V", "R", "X", "b", "B", "A", "G", "z", "Z", "n", "t", "r", "f", "a", "e"]

    /// `\\` followed by ASCII punctuation is that character.
    static func isEscapedLiteral(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar) && scalar.value >= 0x20 && scalar.value < 0x7F
    }

    /// Every inline flag the pattern names anywhere (`(?i)`, `(?mi:…)`, `(?-x)`), set or cleared.
    static func inlineFlags(_ scalars: [Unicode.Scalar]) -> Set<Unicode.Scalar> {
        var flags = Set<Unicode.Scalar>()
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            guard scalars[index] == "(", scalars[index + 1] == "?" else {
                index += 1
                continue
            }
            var end = index + 2
            while end < scalars.count, scalars[end].isASCII, scalars[end].properties.isAlphabetic || scalars[end] == "-" {
                flags.insert(scalars[end])
                end += 1
            }
            index = end
        }
        return flags
    }

    /// The index after the `]` that closes the class whose `[` is just before `start` (classes
    /// nest in ICU), or nil when the class is not closed or starts with `]`, which this scan does
    /// not read.
    static func endOfClass(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        if index < scalars.count, scalars[index] == "^" { index += 1 }
        guard index < scalars.count, scalars[index] != "]" else { return nil }
        var depth = 1
        while index < scalars.count {
            switch scalars[index] {
            case "\\":
                guard index + 1 < scalars.count, scalars[index + 1] != "Q" else { return nil }
                index += 2
                continue
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

}

/// The expression of a pattern of literals, compiled the first time it is needed.
private final class LateExpression: @unchecked Sendable {
    private let pattern: String
    private let lock = Lock()
    private var compiled: NSRegularExpression?

    init(_ pattern: String) {
        self.pattern = pattern
    }

    var expression: NSRegularExpression? {
        lock.withLock {
            if compiled == nil { compiled = try? NSRegularExpression(pattern: pattern) }
            return compiled
        }
    }
}

/// `^?(literal|literal…)$?` — with `X(Y)?` meaning the alternatives `XY` and `X` — matched as
/// prefix, suffix, whole-text or substring comparisons of UTF-8 bytes.
struct LiteralPattern: Sendable {
    var alternatives: [[UInt8]]
    var anchoredStart: Bool
    var anchoredEnd: Bool

    init?(_ pattern: String) {
        var body = Array(pattern.unicodeScalars)[...]
        anchoredStart = body.first == "^"
        if anchoredStart { body = body.dropFirst() }
        // `$` ends the pattern unless it is escaped (an odd number of backslashes before it).
        let backslashes = body.dropLast().reversed().prefix { $0 == "\\" }.count
        anchoredEnd = body.last == "$" && backslashes % 2 == 0
        if anchoredEnd { body = body.dropLast() }
        guard let alternatives = LiteralPattern.expand(body), !alternatives.isEmpty else { return nil }
        self.alternatives = alternatives.map { Array(String(String.UnicodeScalarView($0)).utf8) }
    }

    /// The literal strings a pattern body stands for, or nil when it uses anything else.
    static func expand(_ body: ArraySlice<Unicode.Scalar>) -> [[Unicode.Scalar]]? {
        // A whole-body group of alternatives: (A|B|C)
        if body.first == "(", body.last == ")", !body.dropFirst().dropLast().contains("(") {
            return options(body.dropFirst().dropLast())
        }
        // prefix(optional)?  — `UseCase(Protocol)?`
        if body.last == "?", body.dropLast().last == ")", let open = body.firstIndex(of: "("), !body[(open + 1)...].dropLast(2).contains("(") {
            guard let head = literal(body[..<open]), let tails = options(body[(open + 1)...].dropLast(2)) else { return nil }
            return [head] + tails.map { head + $0 }
        }
        return literal(body).map { [$0] }
    }

    /// `A|B|C`, each a literal.
    static func options(_ body: ArraySlice<Unicode.Scalar>) -> [[Unicode.Scalar]]? {
        var result: [[Unicode.Scalar]] = []
        var start = body.startIndex
        var index = body.startIndex
        while index <= body.endIndex {
            if index == body.endIndex || body[index] == "|" {
                guard let option = literal(body[start..<index]) else { return nil }
                result.append(option)
                start = index + 1
            } else if body[index] == "\\" {
                // A backslash escapes what follows; ending the piece, it escapes nothing.
                guard index + 1 < body.endIndex else { return nil }
                index += 1
            }
            index += 1
        }
        return result
    }

    /// The text a literal piece of a pattern matches: letters, digits, marks, a few punctuation
    /// characters ICU reads as themselves, and escaped ASCII punctuation; nil for anything else.
    static func literal(_ piece: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar]? {
        var result: [Unicode.Scalar] = []
        var escaped = false
        for scalar in piece {
            if escaped {
                guard PatternScan.isEscapedLiteral(scalar) else { return nil }  // \d, \w, \b, \x41…
                result.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if isPlain(scalar) {
                result.append(scalar)
            } else {
                return nil
            }
        }
        return escaped ? nil : result
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-/ @:#,".unicodeScalars.contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark,
            .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Compares code units, as the regex engine does, rather than Swift's grapheme-aware `hasPrefix`.
    func matches(_ text: String) -> Bool {
        // Read in place: a copy made contiguous (`withUTF8`) retains and releases the text, and
        // type names are matched by the hundred thousand.
        if let matched = text.utf8.withContiguousStorageIfAvailable({ matches(bytes: $0) }) { return matched }
        var text = text
        return text.withUTF8 { matches(bytes: $0) }
    }

    private func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (end, endBeforeTerminator) = anchoredEnd ? Self.dollarPositions(bytes) : (bytes.count, nil)
        func endsAt(_ position: Int, _ needle: [UInt8], start: Bool) -> Bool {
            start ? position == needle.count && Self.equal(bytes, at: 0, needle)
                : position >= needle.count && Self.equal(bytes, at: position - needle.count, needle)
        }
        return alternatives.contains { needle in
            switch (anchoredStart, anchoredEnd) {
            case (_, true):
                return endsAt(end, needle, start: anchoredStart) || endBeforeTerminator.map { endsAt($0, needle, start: anchoredStart) } == true
            case (true, false): return bytes.count >= needle.count && Self.equal(bytes, at: 0, needle)
            case (false, false):
                guard bytes.count >= needle.count else { return false }
                return (0...(bytes.count - needle.count)).contains { Self.equal(bytes, at: $0, needle) }
            }
        }
    }

    /// Where `$` matches without the multiline option, as ICU decides: at the end of the text, and
    /// before a line terminator that ends it (CR LF counting as one; never between CR and LF).
    static func dollarPositions(_ bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, beforeTerminator: Int?) {
        let count = bytes.count
        guard let last = bytes.last else { return (0, nil) }
        switch last {
        case 0x0A where count >= 2 && bytes[count - 2] == 0x0D: return (count, count - 2)
        case 0x0A...0x0D: return (count, count - 1)
        case 0x85 where count >= 2 && bytes[count - 2] == 0xC2: return (count, count - 2)  // U+0085
        case 0xA8...0xA9 where count >= 3 && bytes[count - 3] == 0xE2 && bytes[count - 2] == 0x80: return (count, count - 3)  // U+2028, U+2029
        default: return (count, nil)
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ needle: [UInt8]) -> Bool {
        needle.isEmpty || needle.withUnsafeBufferPointer { memcmp(bytes.baseAddress! + offset, $0.baseAddress!, needle.count) == 0 }
    }
}
