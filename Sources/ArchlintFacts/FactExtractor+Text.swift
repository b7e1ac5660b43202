import ArchlintBase
import ArchlintLexer

// Turning token ranges back into text, in one canonical spacing.

extension ExtractionPass {
    func tokenText(_ token: Token) -> String {
        String(utf8Bytes: UnsafeRawBufferPointer(start: base + Int(token.start), count: token.length))
    }

    /// The name a token spells, without the backticks of `` `default` ``; a long one is shared
    /// with its equals (test and delegate method names repeat across files).
    func unescapedText(_ token: Token) -> String {
        let backticked = token.flags.contains(.backticked) && token.length >= 2
        let start = Int(token.start) + (backticked ? 1 : 0)
        return interner.string(UnsafeRawBufferPointer(start: base + start, count: token.length - (backticked ? 2 : 0)))
    }

    /// Whether `token` spells `name` (backticks aside), as `unescapedText(token) == name` says,
    /// without making the string: bytes compared when both are ASCII (`==` compares Unicode
    /// canonical equivalents, and `K` equals the Kelvin sign).
    func spells(_ token: Token, _ name: String) -> Bool {
        let backticked = token.flags.contains(.backticked) && token.length >= 2
        let start = base + Int(token.start) + (backticked ? 1 : 0)
        let count = token.length - (backticked ? 2 : 0)
        // Two different ASCII first bytes settle it: no canonical equivalent starts with another
        // ASCII character. Most names compared here are generic parameters of a type, not the name.
        if count > 0, let first = name.utf8.first, first < 0x80, start.pointee < 0x80, start.pointee != first { return false }
        var name = name
        let spelled = name.withUTF8 { name -> Bool? in
            var nonASCII: UInt8 = 0
            for index in 0..<count { nonASCII |= start[index] }
            for byte in name { nonASCII |= byte }
            guard nonASCII < 0x80 else { return nil }
            return name.count == count && memcmp(name.baseAddress!, start, count) == 0
        }
        return spelled ?? (unescapedText(token) == name)
    }

    func equals(_ token: Token, _ literal: StaticString) -> Bool {
        guard token.length == literal.utf8CodeUnitCount else { return false }
        return memcmp(base + Int(token.start), literal.utf8Start, token.length) == 0
    }

    /// Tokens `start..<end` as text: comments dropped, a single space wherever the source has
    /// whitespace, except after `(`, `[`, `.`, `@` and a generic `<`, and before `)`, `]`, `.`, `,`,
    /// `:`, `?`, `!` and a generic `>`.
    func text(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        var length = 0
        for index in start..<end {
            length += tokens[index].length + (spaceBefore(index, start) ? 1 : 0)
        }
        if textScratch.count < length { textScratch = [UInt8](repeating: 0, count: max(length, 2 * textScratch.count)) }
        return textScratch.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            for index in start..<end {
                let token = tokens[index]
                if spaceBefore(index, start) {
                    buffer[offset] = 32
                    offset += 1
                }
                (buffer.baseAddress! + offset).update(from: base + Int(token.start), count: token.length)
                offset += token.length
            }
            // Shared with every equal text seen before: no new string when it was.
            return interner.string(UnsafeRawBufferPointer(start: buffer.baseAddress, count: offset))
        }
    }

    @inline(__always)
    private func spaceBefore(_ index: Int, _ start: Int) -> Bool {
        index > start && tokens[index].hasLeadingTrivia && !suppressesSpaceAfter(tokens[index - 1]) && !suppressesSpaceBefore(tokens[index])
    }

    private func suppressesSpaceAfter(_ token: Token) -> Bool {
        switch token.kind {
        case .leftParen, .leftSquare, .period, .atSign, .prefixOperator, .prefixAmpersand: return true
        case .binaryOperator, .postfixOperator: return base[Int(token.end) - 1] == 60  // `<`
        default: return false
        }
    }

    private func suppressesSpaceBefore(_ token: Token) -> Bool {
        switch token.kind {
        case .rightParen, .rightSquare, .period, .comma, .colon, .postfixQuestionMark, .exclamationMark: return true
        case .binaryOperator, .postfixOperator, .prefixOperator: return base[Int(token.start)] == 62 || base[Int(token.start)] == 60  // `>` `<`
        default: return false
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
