// String and regex literals: the parts of the lexical grammar with their own inner grammar.

extension Scanner {
    /// Number of `#` at `offset`, counting at most `limit`.
    @inline(__always)
    func countPounds(at offset: Int, limit: Int) -> Int {
        var count = 0
        var index = offset
        while count < limit, index < end, base[index] == 35 {
            count += 1
            index += 1
        }
        return count
    }

    /// At the opening quote, after `pounds` leading `#`.
    mutating func lexString(start: Int, pounds: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        if base[pos] == 39 {
            lexSingleQuoted(start: start, line: tokenLine, column: tokenColumn)
            return
        }
        pos += 1
        var multiline = false
        if byte(pos) == 34, byte(pos + 1) == 34 {
            // `#"""#` is a one-line string holding a quote: a closing delimiter on the same line
            // makes a raw `"""` a single-line string.
            var singleLine = false
            if pounds > 0 {
                var probe = pos + 2
                if countPounds(at: probe, limit: pounds) == pounds {
                    singleLine = true
                } else {
                    while probe < end, base[probe] != 10, base[probe] != 13 {
                        probe += 1
                        if base[probe - 1] == 34, countPounds(at: probe, limit: pounds) == pounds {
                            singleLine = true
                            break
                        }
                    }
                }
            }
            if !singleLine {
                multiline = true
                pos += 2
            }
        }
        lexStringBody(start: start, pounds: pounds, multiline: multiline, continuation: false, line: tokenLine, column: tokenColumn)
    }

    /// `'x'` is not Swift, but reading it as a string keeps the rest of the file in step.
    mutating func lexSingleQuoted(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        pos += 1
        while pos < end {
            let b = base[pos]
            if b == 39 {
                pos += 1
                emit(.stringLiteral, start: start, line: tokenLine, column: tokenColumn)
                return
            }
            if b == 10 || b == 13 { break }
            if b >= 0x80 { lineHasNonASCII = true }
            pos += b == 92 && pos + 1 < end && base[pos + 1] != 10 && base[pos + 1] != 13 ? 2 : 1
        }
        diagnose(.unterminatedString, at: start, line: tokenLine, column: tokenColumn)
        emit(.stringLiteral, start: start, line: tokenLine, column: tokenColumn, extraFlags: .unterminated)
    }

    /// Scans string text up to the closing delimiter (one token) or to an interpolation `\(`
    /// (a head or middle token; lexing then goes on with the interpolated code).
    mutating func lexStringBody(
        start: Int, pounds: Int, multiline: Bool, continuation: Bool, line tokenLine: Int32, column tokenColumn: Int32
    ) {
        var flags: TokenFlags = []
        if multiline { flags.insert(.multiline) }
        if pounds > 0 { flags.insert(.raw) }
        let closedKind: TokenKind = continuation ? .stringTail : .stringLiteral
        while pos < end {
            // String text up to the next byte that can matter: `\`, `"`, a line break, NUL, non-ASCII.
            skipBytes { word in
                Scanner.bytes(word, equalTo: 92) | Scanner.bytes(word, equalTo: 34) | Scanner.bytes(word, equalTo: 10)
                    | Scanner.bytes(word, equalTo: 13) | Scanner.zeroBytes(word) | (word & 0x8080_8080_8080_8080)
            }
            guard pos < end else { break }
            let b = base[pos]
            switch b {
            case 92:  // backslash
                let afterPounds = pos + 1 + countPounds(at: pos + 1, limit: pounds)
                if afterPounds - pos - 1 < pounds {
                    pos += 1  // a plain backslash in a raw string
                    continue
                }
                if afterPounds < end, base[afterPounds] == 40 {
                    pos = afterPounds + 1
                    interpolations.append(Interpolation(pounds: pounds, multiline: multiline, parenDepth: 0))
                    emit(continuation ? .stringMiddle : .stringHead, start: start, line: tokenLine, column: tokenColumn, extraFlags: flags)
                    return
                }
                pos = afterPounds
                lexEscape(multiline: multiline)
            case 34:  // "
                if multiline {
                    if byte(pos + 1) == 34, byte(pos + 2) == 34, countPounds(at: pos + 3, limit: pounds) == pounds {
                        pos += 3 + pounds
                        emit(closedKind, start: start, line: tokenLine, column: tokenColumn, extraFlags: flags)
                        return
                    }
                } else if countPounds(at: pos + 1, limit: pounds) == pounds {
                    pos += 1 + pounds
                    emit(closedKind, start: start, line: tokenLine, column: tokenColumn, extraFlags: flags)
                    return
                }
                pos += 1
            case 10, 13:
                guard multiline else {
                    diagnose(.unterminatedString, at: start, line: tokenLine, column: tokenColumn)
                    emit(closedKind, start: start, line: tokenLine, column: tokenColumn, extraFlags: flags.union(.unterminated))
                    return
                }
                consumeNewline()
            case 0:
                diagnose(.nulCharacter, at: pos)
                pos += 1
            default:
                if b >= 0x80 { lineHasNonASCII = true }
                pos += 1
            }
        }
        diagnose(.unterminatedString, at: start, line: tokenLine, column: tokenColumn)
        emit(closedKind, start: start, line: tokenLine, column: tokenColumn, extraFlags: flags.union(.unterminated))
    }

    /// After `\` (and the raw string's `#`s): one escape sequence.
    mutating func lexEscape(multiline: Bool) {
        guard pos < end else { return }
        switch base[pos] {
        case 48, 110, 114, 116, 34, 39, 92:  // 0 n r t " ' \
            pos += 1
        case 117:  // u{1F600}
            let escapeStart = pos - 1
            pos += 1
            guard byte(pos) == 123 else {
                diagnose(.invalidEscape, at: escapeStart)
                return
            }
            pos += 1
            let digitsStart = pos
            while pos < end, Scanner.isHexDigit(base[pos]) { pos += 1 }
            let digits = pos - digitsStart
            if byte(pos) == 125 { pos += 1 } else { diagnose(.invalidEscape, at: escapeStart) }
            if digits < 1 || digits > 8 { diagnose(.invalidEscape, at: escapeStart) }
        case 32 where multiline, 9 where multiline, 10 where multiline, 13 where multiline:
            // A backslash at the end of a line joins it with the next.
            var probe = pos
            while probe < end, base[probe] == 32 || base[probe] == 9 { probe += 1 }
            if probe < end, base[probe] == 10 || base[probe] == 13 {
                pos = probe
                consumeNewline()
            } else {
                diagnose(.invalidEscape, at: pos - 1)
            }
        default:
            diagnose(.invalidEscape, at: pos - 1)
            let b = base[pos]
            if Scanner.isASCIIIdentifierByte(b) { pos += 1 }
        }
    }

    // MARK: Regex literals

    struct RegexScan {
        var end: Int
        var unterminated: Bool
    }

    /// The regex literal at `start` (`/…/` or `#/…/#`), following the compiler's rules for when a
    /// bare slash cannot open one; nil when it is not a regex. Pure: it changes no state.
    func scanRegex(from start: Int, mustBeRegex: Bool) -> RegexScan? {
        var p = start
        var pounds = 0
        while p < end, base[p] == 35 {
            pounds += 1
            p += 1
        }
        guard p < end, base[p] == 47 else { return nil }
        let openSlash = p
        p += 1
        if pounds == 0 {
            if p < end {
                let next = base[p]
                // `/ 1 /` reads as two divisions; `//` and `/*` open comments.
                if next == 32 || next == 9 {
                    if !mustBeRegex { return nil }
                } else if next == 42 || next == 47 {
                    return nil
                }
            }
            if openSlash > 0, base[openSlash - 1] == 42 { return nil }
        }
        var firstNewline: Int? = nil
        if pounds > 0 {
            var scan = p
            while scan < end, base[scan] == 32 || base[scan] == 9 { scan += 1 }
            if scan < end, base[scan] == 10 || base[scan] == 13 {
                firstNewline = scan
                p = scan
            }
        }
        let multiline = firstNewline != nil
        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1

        func unterminated(at position: Int) -> RegexScan? {
            mustBeRegex ? RegexScan(end: position, unterminated: true) : nil
        }

        while true {
            if p < end, base[p] == 47 {
                var q = p + 1
                var closing = 0
                if pounds > 0 {
                    while q < end, base[q] == 35 {
                        closing += 1
                        q += 1
                    }
                }
                if closing >= pounds {
                    if closing == 0 {
                        if q < end, base[q] == 42 || base[q] == 47 { return unterminated(at: p) }
                        if lastUnescapedSpace == p - 1, !mustBeRegex { return nil }
                    }
                    return RegexScan(end: q, unterminated: false)
                }
            }
            guard p < end else { return unterminated(at: firstNewline ?? p) }
            var c = base[p]
            var escaped = false
            if c == 92 {
                escaped = true
                p += 1
                guard p < end else { return unterminated(at: firstNewline ?? p) }
                c = base[p]
            }
            switch c {
            case 10, 13:
                guard multiline else { return unterminated(at: p) }
            case 40 where !escaped && classDepth == 0:
                groupDepth += 1
            case 41 where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case 91 where !escaped:
                classDepth += 1
            case 93 where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case 32, 9:
                if !escaped { lastUnescapedSpace = p }
            default:
                break
            }
            p += c >= 0x80 ? decodeScalar(base, at: p, end: end).length : 1
        }
    }

    /// Whether the token before could end an expression: if it could not, a `/` opens a regex.
    func isInRegexLiteralPosition() -> Bool {
        guard let kind = previousKind else { return true }
        switch kind {
        case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .binaryOperator, .equal,
            .semicolon, .comma, .colon, .infixQuestionMark, .unknown, .stringHead, .stringMiddle:
            return true
        case .keyword:
            switch previousKeyword {
            case .true, .false, .Any, .nil, .self, .Self, .super: return false
            default: return true
            }
        case .poundKeyword:
            switch previousKeyword {
            case .poundIf, .poundElse, .poundElseif, .poundEndif: return true
            default: return false
            }
        case .postfixOperator, .exclamationMark, .postfixQuestionMark, .rightBrace, .rightParen, .rightSquare,
            .arrow, .period, .atSign, .backslash, .shebang, .identifier, .dollarIdentifier, .wildcard,
            .integerLiteral, .floatLiteral, .stringLiteral, .stringTail, .regexLiteral:
            return false
        }
    }

    /// A regex literal opened by the `/` at `slash` inside an operator, decided the compiler's way.
    mutating func regexStartingInOperator(at slash: Int, operatorStart: Int, operatorEnd: Int, preferRegex: Bool) -> RegexScan? {
        let leftBound = isLeftBound(operatorStart)
        guard !leftBound else { return nil }
        let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
        if previousKeyword == .func || previousKeyword == .operator { return nil }
        var mustBeRegex = false
        if !rightBound {
            // Spaced like a binary operator: a regex only where an operand is expected.
            mustBeRegex = preferRegex
            if !mustBeRegex, !isInRegexLiteralPosition() { return nil }
            switch previousKind {
            case .leftParen, .leftSquare, .comma, .colon: break
            default: mustBeRegex = true
            }
        }
        guard let scan = scanRegex(from: slash, mustBeRegex: mustBeRegex) else { return nil }
        advanceLines(from: slash, to: scan.end)
        return scan
    }

    /// Brings the line bookkeeping up to `target` after a scan that did not track it.
    mutating func advanceLines(from start: Int, to target: Int) {
        var index = start
        while index < target {
            let b = base[index]
            if b == 10 || (b == 13 && !(index + 1 < target && base[index + 1] == 10)) {
                line += 1
                lineStart = index + 1
                lineHasNonASCII = false
            } else if b >= 0x80 {
                lineHasNonASCII = true
            }
            index += 1
        }
    }
}
