/// Plain, quoted and block scalars, folded as libyaml folds them.
extension YAMLParser {
    enum PlainStop {
        case lineEnd, comment, colon, flowIndicator
    }

    /// Whether a plain scalar may start at the current character: not an indicator, except `-`
    /// (and, outside flow collections, `?` and `:`) followed by a non-blank.
    func canStartPlain(flow: Bool) -> Bool {
        let byte = peek()
        switch byte {
        case 0, 32, 9, 10, 13, 44, 91, 93, 123, 125, 35, 38, 42, 33, 124, 62, 39, 34, 37, 64, 96:
            return false
        case 45:
            return !Self.isBlank(peek(1)) && !Self.isBlankOrEnd(peek(1))
        case 63, 58:
            return !flow && !Self.isBlankOrEnd(peek(1))
        default:
            return true
        }
    }

    /// One line of a plain scalar from the current character: up to the line's end, a ` #`
    /// comment, a `: ` (or, in a flow collection, `:` before `,[]{}`, and `,[]{}` themselves).
    /// Trailing blanks are left unread.
    mutating func scanPlainLine(flow: Bool) -> (String, PlainStop) {
        let start = index
        var end = index
        var stop = PlainStop.lineEnd
        while true {
            let byte = peek()
            if byte == 0 || Self.isBreak(byte) { break }
            if Self.isBlank(byte) {
                var after = index
                while after < bytes.count, Self.isBlank(bytes[after]) { after += 1 }
                let next = after < bytes.count ? bytes[after] : 0
                if next == 35 {
                    stop = .comment
                    break
                }
                if next == 0 || Self.isBreak(next) { break }
                index = after
                continue
            }
            if byte == 58, Self.isBlankOrEnd(peek(1)) {
                stop = .colon
                break
            }
            if byte == 58, flow, Self.isFlowIndicator(peek(1)) || peek(1) == 63 {
                // libyaml's rule: in a flow collection, `x:` right before `,?[]{}` is an error.
                fail("unexpected ':' before '\(String(UnicodeScalar(peek(1))))' in a flow collection (write `x: value` with a space)")
                break
            }
            if flow, Self.isFlowIndicator(byte) {
                stop = .flowIndicator
                break
            }
            index += 1
            end = index
        }
        index = end
        return (String(decoding: bytes[start..<end], as: UTF8.self), stop)
    }

    /// Adds the lines that continue a plain scalar: more indented than `parentIndent` (any
    /// indentation in a flow collection), folded (a line break becomes a space, n+1 breaks n newlines).
    mutating func continuePlain(_ scalar: YAMLNode, parentIndent: Int, flow: Bool) -> YAMLNode {
        guard case .scalar(var text, _) = scalar.content else { return scalar }
        var extended = false
        while !failed {
            let saved = index
            skipBlanks()
            guard Self.isBreak(peek()) else {
                index = saved
                break
            }
            var breaks = 0
            while Self.isBreak(peek()) {
                consumeBreak()
                breaks += 1
                while peek() == 32 { index += 1 }
                if peek() == 9, !flow, index - lineStart < parentIndent + 1 {
                    fail("a tab in indentation (YAML indents with spaces only)")
                    return scalar
                }
                skipBlanks()
            }
            // Like libyaml, the blank lines and blanks read here stay read whatever follows; a
            // line that ends the scalar by its indentation is left unread from its start.
            let indentation = column(at: index) - 1
            let byte = peek()
            if byte == 0 || byte == 35 || (flow && Self.isFlowIndicator(byte)) || (byte == 58 && Self.isBlankOrEnd(peek(1))) {
                break
            }
            if atDocumentMarker() || (!flow && indentation <= parentIndent) {
                index = lineStart
                break
            }
            let (more, stop) = scanPlainLine(flow: flow)
            text += breaks == 1 ? " " : String(repeating: "\n", count: breaks - 1)
            text += more
            extended = true
            if stop == .colon, !flow {
                fail("mapping values are not allowed here: this text continues a value from the line above, and a key cannot")
                break
            }
            if stop != .lineEnd { break }
        }
        guard extended else { return scalar }
        var result = scalar
        result.content = .scalar(text, .plain)
        return result
    }

    /// A single- or double-quoted scalar at the current character, folded; nil on error.
    mutating func parseQuoted() -> String? {
        let quote = peek()
        let start = position()
        index += 1
        var text: [UInt8] = []
        while true {
            guard !atEnd else {
                fail("unterminated quoted string (opened at line \(start.line), column \(start.column))", at: start)
                return nil
            }
            let byte = bytes[index]
            if byte == quote {
                if quote == 39, peek(1) == 39 {
                    text.append(39)
                    index += 2
                    continue
                }
                index += 1
                break
            }
            if quote == 34, byte == 92 {
                guard parseEscape(into: &text) else { return nil }
                continue
            }
            if Self.isBlank(byte) || Self.isBreak(byte) {
                var after = index
                while after < bytes.count, Self.isBlank(bytes[after]) { after += 1 }
                guard after < bytes.count, Self.isBreak(bytes[after]) else {
                    text.append(contentsOf: bytes[index..<after])
                    index = after
                    continue
                }
                index = after
                guard let breaks = foldLineBreaks(in: start) else { return nil }
                if breaks == 1 { text.append(32) } else { text.append(contentsOf: repeatElement(10, count: breaks - 1)) }
                continue
            }
            text.append(byte)
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Consumes line breaks and the blanks starting each following line inside a quoted scalar;
    /// returns how many breaks there were, or nil at a document marker.
    private mutating func foldLineBreaks(in start: (line: Int, column: Int)) -> Int? {
        var breaks = 0
        while Self.isBreak(peek()) {
            consumeBreak()
            breaks += 1
            if atDocumentMarker() {
                fail("unterminated quoted string (opened at line \(start.line), column \(start.column)): a document marker ends it", at: start)
                return nil
            }
            skipBlanks()
        }
        return breaks
    }

    /// `\0`, `\n`, `\N`… and the character each stands for.
    private static let simpleEscapes: [UInt8: UInt32] = [
        48: 0, 97: 7, 98: 8, 116: 9, 9: 9, 110: 10, 118: 11, 102: 12, 114: 13, 101: 27, 32: 32, 34: 34, 47: 47,
        92: 92, 78: 0x85, 95: 0xA0, 76: 0x2028, 80: 0x2029,
    ]

    /// A `\` escape of a double-quoted scalar, appended as UTF-8.
    private mutating func parseEscape(into text: inout [UInt8]) -> Bool {
        let place = position()
        index += 1
        let escaped = peek()
        index += 1
        if let value = Self.simpleEscapes[escaped] {
            text.append(contentsOf: String(Unicode.Scalar(value)!).utf8)
            return true
        }
        if Self.isBreak(escaped) {
            // An escaped line break joins the lines without a space; blank lines after it stay.
            index -= 1
            consumeBreak()
            skipBlanks()
            while Self.isBreak(peek()) {
                consumeBreak()
                text.append(10)
                skipBlanks()
            }
            return true
        }
        let length = escaped == 120 ? 2 : escaped == 117 ? 4 : escaped == 85 ? 8 : 0
        guard length > 0 else {
            fail("unknown escape `\\\(escaped < 0x80 && escaped >= 0x20 ? String(UnicodeScalar(escaped)) : "?")` in a double-quoted string", at: place)
            return false
        }
        guard index + length <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<(index + length)], as: UTF8.self), radix: 16),
            bytes[index..<(index + length)].allSatisfy({ ($0 | 0x20) &- 97 < 6 || $0 &- 48 < 10 })
        else {
            fail("expected \(length) hexadecimal digits after `\\\(String(UnicodeScalar(escaped)))`", at: place)
            return false
        }
        guard let scalar = Unicode.Scalar(code) else {
            fail("`\\\(String(UnicodeScalar(escaped)))` escapes no Unicode character", at: place)
            return false
        }
        index += length
        text.append(contentsOf: String(scalar).utf8)
        return true
    }

    /// A literal (`|`) or folded (`>`) block scalar at the current character, with its chomping
    /// (`-`, `+`) and indentation (`1`–`9`) indicators; `parentIndent` is the enclosing collection's.
    mutating func parseBlockScalar(parentIndent: Int) -> YAMLNode {
        let start = position()
        let literal = peek() == 124
        index += 1
        var chomping = 0
        var increment = 0
        for _ in 0..<2 {
            let byte = peek()
            if byte == 43 || byte == 45, chomping == 0 {
                chomping = byte == 43 ? 1 : -1
                index += 1
            } else if byte &- 48 < 10, increment == 0 {
                guard byte != 48 else {
                    fail("a block scalar's indentation indicator cannot be 0")
                    return emptyScalar(at: start)
                }
                increment = Int(byte - 48)
                index += 1
            }
        }
        guard atLineEnd() else {
            fail("expected a comment or the line's end after a block scalar's `\(literal ? "|" : ">")`")
            return emptyScalar(at: start)
        }
        if peek() == 35 { skipComment() }
        if Self.isBreak(peek()) { consumeBreak() }
        var indent = increment > 0 ? (parentIndent >= 0 ? parentIndent + increment : increment) : 0
        var text: [UInt8] = []
        var trailingBreaks: [UInt8] = []
        guard scanBlockScalarBreaks(indent: &indent, breaks: &trailingBreaks, parentIndent: parentIndent) else { return emptyScalar(at: start) }
        var leadingBreak: [UInt8] = []
        var leadingBlank = false
        while index - lineStart == indent, !atEnd {
            let trailingBlank = Self.isBlank(peek())
            if !literal, leadingBreak == [10], !leadingBlank, !trailingBlank {
                if trailingBreaks.isEmpty { text.append(32) }
            } else {
                text += leadingBreak
            }
            leadingBreak = []
            text += trailingBreaks
            trailingBreaks = []
            leadingBlank = Self.isBlank(peek())
            let lineContent = index
            while !atEnd, !Self.isBreak(bytes[index]) { index += 1 }
            text += bytes[lineContent..<index]
            if Self.isBreak(peek()) {
                consumeBreak()
                leadingBreak = [10]
            }
            guard scanBlockScalarBreaks(indent: &indent, breaks: &trailingBreaks, parentIndent: parentIndent) else {
                return emptyScalar(at: start)
            }
        }
        if chomping != -1 { text += leadingBreak }
        if chomping == 1 { text += trailingBreaks }
        // Only indentation spaces of the line that ended the scalar were read: leave it unread.
        if bytes[lineStart..<index].allSatisfy({ $0 == 32 }) { index = lineStart }
        return node(.scalar(String(decoding: text, as: UTF8.self), literal ? .literal : .folded), at: start)
    }

    /// Reads indentation and empty lines before a block scalar's next content line; fixes the
    /// scalar's indentation from its first content line when no indicator gave it.
    private mutating func scanBlockScalarBreaks(indent: inout Int, breaks: inout [UInt8], parentIndent: Int) -> Bool {
        var maximumIndent = 0
        while true {
            while indent == 0 || index - lineStart < indent, peek() == 32 { index += 1 }
            maximumIndent = max(maximumIndent, index - lineStart)
            if indent == 0 || index - lineStart < indent, peek() == 9 {
                fail("a tab where a block scalar's indentation space is expected")
                return false
            }
            guard Self.isBreak(peek()) else { break }
            consumeBreak()
            breaks.append(10)
        }
        if indent == 0 {
            indent = max(maximumIndent, parentIndent + 1, 1)
        }
        return true
    }
}
