import Foundation

/// Turns Swift source bytes into tokens, comments and diagnostics.
///
/// A `Lexer` is reusable and keeps its buffers between calls, so one lexer per thread tokenizes any
/// number of files without allocating per token. The buffers returned by `tokenize` stay valid until
/// the next call. Broken input never stops the lexer: it records a diagnostic and recovers.
public final class Lexer {
    private var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    public private(set) var tokenCount = 0
    public private(set) var comments: [Comment] = []
    public private(set) var diagnostics: [LexDiagnostic] = []
    /// Number of lines of the last input (a final line without newline counts).
    public private(set) var lineCount = 0

    public init(initialCapacity: Int = 16_384) {
        capacity = max(initialCapacity, 16)
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The tokens of the last `tokenize` call.
    public var tokens: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: storage, count: tokenCount) }

    /// Tokenizes UTF-8 `source`. Invalid UTF-8 and NUL bytes are diagnosed, never fatal.
    @discardableResult
    public func tokenize(_ source: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<Token> {
        // Kept for the next file, but for arrays grown past what the token buffer keeps.
        if comments.capacity > Self.retainedCapacity { comments = [] } else { comments.removeAll(keepingCapacity: true) }
        if diagnostics.capacity > Self.retainedCapacity { diagnostics = [] } else { diagnostics.removeAll(keepingCapacity: true) }
        tokenCount = 0
        guard let base = source.baseAddress, source.count > 0 else {
            lineCount = 0
            return tokens
        }
        guard source.count < Int(Int32.max) else {
            diagnostics.append(LexDiagnostic(kind: .fileTooLarge, offset: 0, line: 1, column: 1))
            lineCount = 0
            return tokens
        }
        // Real code has about one token per eight bytes, dense code one per five; the scanner grows
        // the buffer for a file that has more.
        reserve(source.count / 5 + 16)
        var scanner = Scanner(base: base, end: source.count, output: storage, capacity: capacity)
        // The scanner fills the lexer's own (emptied) arrays, so their room is kept for the next file.
        swap(&scanner.comments, &comments)
        swap(&scanner.diagnostics, &diagnostics)
        scanner.run()
        storage = scanner.output
        capacity = scanner.capacity
        tokenCount = scanner.count
        swap(&comments, &scanner.comments)
        swap(&diagnostics, &scanner.diagnostics)
        lineCount = Int(scanner.line) - (scanner.lineStart == source.count ? 1 : 0)
        return tokens
    }

    /// Makes room for `minimum` tokens. A buffer grown for a huge file (generated code runs to
    /// megabytes) is given back at the next file, so each thread's lexer does not keep it.
    private func reserve(_ minimum: Int) {
        guard minimum > capacity || (capacity > Self.retainedCapacity && capacity > 2 * minimum) else { return }
        storage.deallocate()
        capacity = max(minimum, 16)
        storage = .allocate(capacity: capacity)
    }

    /// Up to this many tokens (a few megabytes) a buffer is kept whatever the next file needs; the
    /// same number of comments or diagnostics.
    static let retainedCapacity = 1 << 15
}

extension Lexer {
    /// The tokens, comments and diagnostics of a source text, as arrays (for tests and tools).
    public struct Result: Sendable {
        public var tokens: [Token]
        public var comments: [Comment]
        public var diagnostics: [LexDiagnostic]
    }

    public static func tokenize(_ text: String) -> Result {
        var text = text
        return text.withUTF8 { tokenize(bytes: $0) }
    }

    public static func tokenize(bytes: UnsafeBufferPointer<UInt8>) -> Result {
        let lexer = Lexer(initialCapacity: bytes.count / 3 + 16)
        let tokens = lexer.tokenize(bytes)
        return Result(tokens: Array(tokens), comments: lexer.comments, diagnostics: lexer.diagnostics)
    }
}

/// An open string interpolation: the string it belongs to and the parentheses opened inside it.
struct Interpolation {
    var pounds: Int
    var multiline: Bool
    var parenDepth: Int
}

/// The scanning state of one `tokenize` call. A struct, so the hot fields live in registers.
struct Scanner {
    let base: UnsafePointer<UInt8>
    let end: Int
    var pos = 0
    var line: Int32 = 1
    var lineStart = 0
    /// Whether a byte >= 0x80 was seen on the current line before `pos`: only then do columns need
    /// counting scalars instead of subtracting offsets.
    var lineHasNonASCII = false

    var output: UnsafeMutablePointer<Token>
    var capacity: Int
    var count = 0
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []

    /// Flags of the token about to be lexed, collected while skipping trivia.
    var pendingFlags: TokenFlags = [.startsLine, .leadingTrivia]
    /// Kind and keyword of the last token, for the regex-versus-division decision.
    var previousKind: TokenKind? = nil
    var previousKeyword: Keyword = .none
    /// After `try?` / `try!` a `/` starts a regex literal rather than a division.
    var preferRegex = false
    var interpolations: [Interpolation] = []
    let keywords = KeywordTable.shared

    init(base: UnsafePointer<UInt8>, end: Int, output: UnsafeMutablePointer<Token>, capacity: Int) {
        self.base = base
        self.end = end
        self.output = output
        self.capacity = capacity
    }

    /// Eight bytes at `offset` as a little-endian word (the first byte lowest); the caller checks
    /// that they are in the buffer.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of every byte of `word` that is zero (exact up to the lowest such byte, which
    /// is all a scan asks: where the first one is).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of every byte of `word` equal to `byte` (exact up to the lowest one).
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ (UInt64(byte) &* 0x0101_0101_0101_0101))
    }

    /// Advances `pos` eight bytes at a time while none of them is marked by `stops` (the high
    /// bit of each byte to stop at), to the first byte that is; the caller looks at that byte.
    /// Near the end of the buffer it stops without looking, leaving the tail to the byte loop.
    @inline(__always)
    mutating func skipBytes(until stops: (UInt64) -> UInt64) {
        while pos + 8 <= end {
            let found = stops(word(at: pos))
            if found != 0 {
                pos += found.trailingZeroBitCount >> 3
                return
            }
            pos += 8
        }
    }

    @inline(__always)
    func byte(_ offset: Int) -> UInt8 { offset < end ? base[offset] : 0 }

    @inline(__always)
    func peek(_ distance: Int = 0) -> UInt8? {
        let offset = pos + distance
        return offset < end ? base[offset] : nil
    }

    /// 1-based scalar column of `offset` on the current line.
    @inline(__always)
    func column(at offset: Int) -> Int32 {
        guard lineHasNonASCII else { return Int32(offset - lineStart + 1) }
        var column: Int32 = 1
        var index = lineStart
        while index < offset {
            if base[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    mutating func diagnose(_ kind: LexDiagnostic.Kind, at offset: Int, line: Int32? = nil, column: Int32? = nil) {
        diagnostics.append(LexDiagnostic(
            kind: kind, offset: Int32(offset), line: line ?? self.line, column: column ?? self.column(at: offset)))
    }

    /// Consumes the newline at `pos` (`\n`, `\r\n` or `\r`) and starts a new line.
    @inline(__always)
    mutating func consumeNewline() {
        if base[pos] == 13, pos + 1 < end, base[pos + 1] == 10 { pos += 1 }
        pos += 1
        line += 1
        lineStart = pos
        lineHasNonASCII = false
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ keyword: Keyword = .none, start: Int, line tokenLine: Int32, column: Int32, extraFlags: TokenFlags = []) {
        if count == capacity { grow() }
        output[count] = Token(
            kind: kind, keyword: keyword, flags: pendingFlags.union(extraFlags), start: Int32(start), end: Int32(pos),
            line: tokenLine, column: column)
        count += 1
        pendingFlags = []
        previousKind = kind
        previousKeyword = keyword
    }

    mutating func grow() {
        let newCapacity = capacity * 2
        let newOutput = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newOutput.moveInitialize(from: output, count: count)
        output.deallocate()
        output = newOutput
        capacity = newCapacity
    }

    // MARK: Main loop

    mutating func run() {
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            pos = 3
            lineStart = 3  // a byte-order mark takes no column
        }
        while pos < end {
            let next = base[pos]
            if next <= 32 || next == 47 || next == 0xC2 {  // what can start trivia
                let after = pos + 1 < end ? base[pos + 1] : 0
                if next == 32, after > 32, after != 47, after != 0xC2 {
                    pos += 1  // one space, the most common trivia
                    pendingFlags.insert(.leadingTrivia)
                } else {
                    skipTrivia()
                    guard pos < end else { break }
                }
            }
            let start = pos
            let tokenLine = line
            let tokenColumn = column(at: pos)
            let preferRegexHere = preferRegex
            preferRegex = false
            let b = base[pos]
            switch b {
            case 97...122, 65...90, 95:  // a-z A-Z _
                // Here rather than through `lexIdentifier`: a call keeps the scanner's state in
                // memory, and names are half the tokens.
                pos += 1
                scanIdentifierCharacters()
                finishIdentifier(start: start, line: tokenLine, column: tokenColumn)
            case 48...57:
                lexNumber(start: start, line: tokenLine, column: tokenColumn)
            case 34, 39:  // " '
                lexString(start: start, pounds: 0, line: tokenLine, column: tokenColumn)
            case 35:  // #
                lexPound(start: start, line: tokenLine, column: tokenColumn)
            case 96:  // `
                lexBacktickIdentifier(start: start, line: tokenLine, column: tokenColumn)
            case 36:  // $
                lexDollarIdentifier(start: start, line: tokenLine, column: tokenColumn)
            case 40:  // (
                pos += 1
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
                emit(.leftParen, start: start, line: tokenLine, column: tokenColumn)
            case 41:  // )
                if let open = interpolations.last {
                    if open.parenDepth == 0 {
                        interpolations.removeLast()
                        pos += 1
                        lexStringBody(
                            start: start, pounds: open.pounds, multiline: open.multiline, continuation: true,
                            line: tokenLine, column: tokenColumn)
                        continue
                    }
                    interpolations[interpolations.count - 1].parenDepth -= 1
                }
                pos += 1
                emit(.rightParen, start: start, line: tokenLine, column: tokenColumn)
            case 123: pos += 1; emit(.leftBrace, start: start, line: tokenLine, column: tokenColumn)
            case 125: pos += 1; emit(.rightBrace, start: start, line: tokenLine, column: tokenColumn)
            case 91: pos += 1; emit(.leftSquare, start: start, line: tokenLine, column: tokenColumn)
            case 93: pos += 1; emit(.rightSquare, start: start, line: tokenLine, column: tokenColumn)
            case 44: pos += 1; emit(.comma, start: start, line: tokenLine, column: tokenColumn)
            case 59: pos += 1; emit(.semicolon, start: start, line: tokenLine, column: tokenColumn)
            case 58: pos += 1; emit(.colon, start: start, line: tokenLine, column: tokenColumn)
            case 64: pos += 1; emit(.atSign, start: start, line: tokenLine, column: tokenColumn)
            case 92: pos += 1; emit(.backslash, start: start, line: tokenLine, column: tokenColumn)
            case 33, 63:  // ! ?
                if isLeftBound(start) {
                    pos += 1
                    let wasTry = previousKeyword == .try
                    emit(b == 33 ? .exclamationMark : .postfixQuestionMark, start: start, line: tokenLine, column: tokenColumn)
                    preferRegex = wasTry
                } else {
                    lexOperator(start: start, line: tokenLine, column: tokenColumn, preferRegex: preferRegexHere)
                }
            case 60:  // <
                if byte(pos + 1) == 35, lexEditorPlaceholder(start: start, line: tokenLine, column: tokenColumn) {
                    continue
                }
                lexOperator(start: start, line: tokenLine, column: tokenColumn, preferRegex: preferRegexHere)
            case 46, 61:  // . =
                if pos + 1 < end, base[pos + 1] < 0x80, !Scanner.isASCIIOperatorByte(base[pos + 1]) {
                    // A lone `.` or `=` (member access, assignment): whatever surrounds it, its kind.
                    pos += 1
                    emit(b == 46 ? .period : .equal, start: start, line: tokenLine, column: tokenColumn)
                } else {
                    lexOperator(start: start, line: tokenLine, column: tokenColumn, preferRegex: preferRegexHere)
                }
            case 47, 45, 43, 42, 37, 62, 38, 124, 94, 126:  // / - + * % > & | ^ ~
                lexOperator(start: start, line: tokenLine, column: tokenColumn, preferRegex: preferRegexHere)
            default:
                lexOther(start: start, line: tokenLine, column: tokenColumn, preferRegex: preferRegexHere)
            }
        }
        if !interpolations.isEmpty {
            // The string whose interpolation is still open never ended.
            diagnose(.unterminatedString, at: end)
            interpolations.removeAll()
        }
    }

    /// Non-ASCII starts (identifiers, operators, odd whitespace), invalid bytes and control bytes.
    mutating func lexOther(start: Int, line tokenLine: Int32, column tokenColumn: Int32, preferRegex: Bool) {
        let decoded = decodeScalar(base, at: pos, end: end)
        if decoded.length > 1 || base[pos] >= 0x80 { lineHasNonASCII = true }
        guard let value = decoded.value else {
            diagnose(.invalidUTF8, at: pos, line: tokenLine, column: tokenColumn)
            pos += decoded.length
            pendingFlags.insert(.leadingTrivia)
            return
        }
        if UnicodeClasses.isIdentifierHead(value) {
            lexIdentifier(start: start, line: tokenLine, column: tokenColumn)
        } else if UnicodeClasses.isOperatorHead(value) {
            lexOperator(start: start, line: tokenLine, column: tokenColumn, preferRegex: preferRegex)
        } else {
            pos += decoded.length
            diagnose(.unexpectedCharacter, at: start, line: tokenLine, column: tokenColumn)
            emit(.unknown, start: start, line: tokenLine, column: tokenColumn)
        }
    }

    // MARK: Trivia

    mutating func skipTrivia() {
        while pos < end {
            switch base[pos] {
            case 32:
                // Indentation: spaces, eight at a time.
                pos += 1
                skipBytes { $0 ^ 0x2020_2020_2020_2020 }
                pendingFlags.insert(.leadingTrivia)
            case 9, 11, 12:
                pos += 1
                pendingFlags.insert(.leadingTrivia)
            case 10, 13:
                if let open = interpolations.last, !open.multiline {
                    // A single-line string cannot span lines, not even inside an interpolation.
                    diagnose(.unterminatedString, at: pos)
                    interpolations.removeLast()
                }
                consumeNewline()
                pendingFlags.formUnion([.startsLine, .leadingTrivia])
            case 47:  // /
                let next = byte(pos + 1)
                if next == 47 {
                    skipLineComment()
                } else if next == 42 {
                    skipBlockComment()
                } else {
                    return
                }
                pendingFlags.insert(.leadingTrivia)
            case 0:
                if pos >= end { return }
                diagnose(.nulCharacter, at: pos)
                pos += 1
                pendingFlags.insert(.leadingTrivia)
            case 0xC2 where byte(pos + 1) == 0xA0:
                // A no-break space: whitespace to the compiler (with a warning), so to us too.
                lineHasNonASCII = true
                pos += 2
                pendingFlags.insert(.leadingTrivia)
            default:
                return
            }
        }
    }

    mutating func skipLineComment() {
        let start = pos
        let commentLine = line
        let commentColumn = column(at: pos)
        let remaining = end - pos
        var stop = end
        if let newline = memchr(base + pos, 10, remaining) {
            stop = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
        }
        // A lone carriage return also ends a line.
        if let carriageReturn = memchr(base + pos, 13, stop - pos) {
            stop = base.distance(to: carriageReturn.assumingMemoryBound(to: UInt8.self))
        }
        pos = stop
        let isDoc = end - start > 2 && base[start + 2] == 47 && !(end - start > 3 && base[start + 3] == 47)
        comments.append(Comment(
            kind: isDoc ? .documentationLine : .line, start: Int32(start), end: Int32(pos), line: commentLine,
            column: commentColumn))
    }

    mutating func skipBlockComment() {
        let start = pos
        let commentLine = line
        let commentColumn = column(at: pos)
        let isDoc = byte(pos + 2) == 42 && byte(pos + 3) != 47 && byte(pos + 3) != 42
        pos += 2
        var depth = 1
        while pos < end {
            // Comment text up to the next byte that can matter: `*`, `/`, a line break, non-ASCII.
            skipBytes { word in
                Scanner.bytes(word, equalTo: 42) | Scanner.bytes(word, equalTo: 47) | Scanner.bytes(word, equalTo: 10)
                    | Scanner.bytes(word, equalTo: 13) | (word & 0x8080_8080_8080_8080)
            }
            guard pos < end else { break }
            let b = base[pos]
            if b == 42, byte(pos + 1) == 47 {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if b == 47, byte(pos + 1) == 42 {
                pos += 2
                depth += 1
            } else if b == 10 || b == 13 {
                consumeNewline()
                pendingFlags.insert(.startsLine)
            } else {
                if b >= 0x80 { lineHasNonASCII = true }
                pos += 1
            }
        }
        if depth > 0 {
            diagnose(.unterminatedBlockComment, at: start, line: commentLine, column: commentColumn)
        }
        comments.append(Comment(
            kind: isDoc ? .documentationBlock : .block, start: Int32(start), end: Int32(pos), line: commentLine,
            column: commentColumn))
    }

    // MARK: Names

    /// `a`–`z`, `A`–`Z`, `0`–`9`, `_` and `$`, as a bit set over the ASCII bytes.
    @inline(__always)
    static func isASCIIIdentifierByte(_ b: UInt8) -> Bool {
        let set: UInt64 = b < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return b < 128 && (set >> UInt64(b & 63)) & 1 != 0
    }

    /// The high bit of every byte of `word` that is not an ASCII identifier character (exact up to
    /// the lowest such byte: a non-ASCII byte may disturb the bytes above it). Each range test
    /// adds a constant that carries into a byte's high bit exactly when the byte reaches the bound.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let folded = word | 0x2020_2020_2020_2020  // A-Z onto a-z
        let letter = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)  // 97...122
        let digit = (word &+ 0x5050_5050_5050_5050) & ~(word &+ 0x4646_4646_4646_4646)  // 48...57
        let underscore = ~((word ^ 0x5F5F_5F5F_5F5F_5F5F) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let dollar = ~((word ^ 0x2424_2424_2424_2424) &+ 0x7F7F_7F7F_7F7F_7F7F)
        return ~(letter | digit | underscore | dollar) & high | word & high
    }

    /// Advances over identifier characters, ASCII eight bytes at a time, Unicode by code point.
    @_transparent
    mutating func scanIdentifierCharacters() {
        while pos < end {
            if pos + 8 <= end {
                let others = Scanner.nonIdentifierBytes(word(at: pos))
                if others == 0 {
                    pos += 8
                    continue
                }
                pos += others.trailingZeroBitCount >> 3
            }
            let b = base[pos]
            if Scanner.isASCIIIdentifierByte(b) {
                pos += 1
            } else if b >= 0x80 {
                let decoded = decodeScalar(base, at: pos, end: end)
                guard let value = decoded.value, UnicodeClasses.isIdentifierCharacter(value) else { return }
                lineHasNonASCII = true
                pos += decoded.length
            } else {
                return
            }
        }
    }

    func startsIdentifier(at offset: Int) -> Bool {
        let b = base[offset]
        if (b | 0x20) &- 97 < 26 || b == 95 { return true }
        guard b >= 0x80, let value = decodeScalar(base, at: offset, end: end).value else { return false }
        return UnicodeClasses.isIdentifierHead(value)
    }

    @inline(__always)
    mutating func lexIdentifier(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        if base[pos] >= 0x80 {
            pos += decodeScalar(base, at: pos, end: end).length
        } else {
            pos += 1
        }
        scanIdentifierCharacters()
        finishIdentifier(start: start, line: tokenLine, column: tokenColumn)
    }

    /// Emits the name whose characters end at `pos`: a keyword, an identifier or `_`.
    @_transparent
    mutating func finishIdentifier(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        let length = pos - start
        if length == 1, base[start] == 95 {
            emit(.wildcard, start: start, line: tokenLine, column: tokenColumn)
            return
        }
        let keyword = keywords.lookup(base + start, count: length, readable: end - start)
        emit(keyword.isReserved ? .keyword : .identifier, keyword, start: start, line: tokenLine, column: tokenColumn)
    }

    mutating func lexDollarIdentifier(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        pos += 1
        scanIdentifierCharacters()
        emit(pos - start > 1 ? .dollarIdentifier : .identifier, start: start, line: tokenLine, column: tokenColumn)
    }

    mutating func lexBacktickIdentifier(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        var index = pos + 1
        while index < end {
            let b = base[index]
            if b == 96 || b == 10 || b == 13 { break }
            if b >= 0x80 { lineHasNonASCII = true }
            index += 1
        }
        if index < end, base[index] == 96, index > pos + 1 {
            pos = index + 1
            emit(.identifier, start: start, line: tokenLine, column: tokenColumn, extraFlags: .backticked)
        } else {
            pos += 1
            diagnose(.unterminatedBacktick, at: start, line: tokenLine, column: tokenColumn)
            emit(.unknown, start: start, line: tokenLine, column: tokenColumn)
        }
    }

    /// `<#placeholder#>` from an editor template: a name to the compiler.
    mutating func lexEditorPlaceholder(start: Int, line tokenLine: Int32, column tokenColumn: Int32) -> Bool {
        var index = pos + 2
        while index + 1 < end {
            let b = base[index]
            if b == 10 || b == 13 || (b == 60 && base[index + 1] == 35) { return false }
            if b == 35, base[index + 1] == 62 {
                pos = index + 2
                emit(.identifier, start: start, line: tokenLine, column: tokenColumn)
                return true
            }
            index += 1
        }
        return false
    }

    // MARK: Numbers

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool { b &- 48 < 10 || (b | 0x20) &- 97 < 6 }

    mutating func lexNumber(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        let second = byte(pos + 1)
        if base[pos] == 48, second == 120 || second == 111 || second == 98 {  // 0x 0o 0b
            pos += 2
            if second == 120 {
                lexHexNumber(start: start, line: tokenLine, column: tokenColumn)
                return
            }
            let digitLimit: UInt8 = second == 111 ? 8 : 2
            while pos < end, base[pos] &- 48 < digitLimit || base[pos] == 95 { pos += 1 }
            scanIdentifierCharacters()  // invalid digits stay in the literal, as the compiler reads them
            emit(.integerLiteral, start: start, line: tokenLine, column: tokenColumn)
            return
        }
        while pos < end, Scanner.isDigit(base[pos]) || base[pos] == 95 { pos += 1 }
        var isFloat = false
        // `1.5` is a float, `1.description` and `tuple.0.1` are member accesses.
        if byte(pos) == 46, Scanner.isDigit(byte(pos + 1)), previousKind != .period {
            isFloat = true
            pos += 1
            while pos < end, Scanner.isDigit(base[pos]) || base[pos] == 95 { pos += 1 }
        }
        if scanExponent(101, 69) { isFloat = true }  // e E
        finishNumber(isFloat: isFloat, start: start, line: tokenLine, column: tokenColumn)
    }

    mutating func lexHexNumber(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        while pos < end, Scanner.isHexDigit(base[pos]) || base[pos] == 95 { pos += 1 }
        var isFloat = false
        if byte(pos) == 46, Scanner.isHexDigit(byte(pos + 1)), previousKind != .period {
            // `0x1.8p3`; without an exponent after the fraction, the `.` is a member access.
            var probe = pos + 1
            while probe < end, Scanner.isHexDigit(base[probe]) || base[probe] == 95 { probe += 1 }
            if byte(probe) == 112 || byte(probe) == 80 {
                isFloat = true
                pos = probe
            }
        }
        if scanExponent(112, 80) { isFloat = true }  // p P
        finishNumber(isFloat: isFloat, start: start, line: tokenLine, column: tokenColumn)
    }

    /// An exponent introduced by `lower` or `upper`: an optional sign, then decimal digits.
    mutating func scanExponent(_ lower: UInt8, _ upper: UInt8) -> Bool {
        guard byte(pos) == lower || byte(pos) == upper else { return false }
        pos += 1
        if byte(pos) == 45 || byte(pos) == 43 { pos += 1 }
        while pos < end, Scanner.isDigit(base[pos]) || base[pos] == 95 { pos += 1 }
        return true
    }

    /// Letters glued to a number (`1abc`) stay in its token, as the compiler reads them.
    mutating func finishNumber(isFloat: Bool, start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        scanIdentifierCharacters()
        emit(isFloat ? .floatLiteral : .integerLiteral, start: start, line: tokenLine, column: tokenColumn)
    }

    // MARK: `#`

    mutating func lexPound(start: Int, line tokenLine: Int32, column tokenColumn: Int32) {
        if start == 0 || (start == 3 && base[0] == 0xEF), byte(pos + 1) == 33 {  // #! on the first line
            while pos < end, base[pos] != 10, base[pos] != 13 {
                if base[pos] >= 0x80 { lineHasNonASCII = true }
                pos += 1
            }
            emit(.shebang, start: start, line: tokenLine, column: tokenColumn)
            return
        }
        var afterPounds = pos
        while afterPounds < end, base[afterPounds] == 35 { afterPounds += 1 }
        if afterPounds < end, base[afterPounds] == 34 {
            let pounds = afterPounds - pos
            pos = afterPounds
            lexString(start: start, pounds: pounds, line: tokenLine, column: tokenColumn)
            return
        }
        if afterPounds < end, base[afterPounds] == 47, let regexEnd = scanRegex(from: pos, mustBeRegex: true) {
            advanceLines(from: pos, to: regexEnd.end)
            pos = regexEnd.end
            if regexEnd.unterminated { diagnose(.unterminatedRegex, at: start, line: tokenLine, column: tokenColumn) }
            emit(.regexLiteral, start: start, line: tokenLine, column: tokenColumn,
                 extraFlags: regexEnd.unterminated ? [.raw, .unterminated] : .raw)
            return
        }
        pos += 1
        let nameStart = pos
        if pos < end, startsIdentifier(at: pos) { scanIdentifierCharacters() }
        let directive = Keyword.pound(base + nameStart, count: pos - nameStart)
        emit(.poundKeyword, directive, start: start, line: tokenLine, column: tokenColumn)
    }

    // MARK: Operators

    /// Whether the byte before `offset` binds an operator there to its left operand.
    func isLeftBound(_ offset: Int) -> Bool {
        if offset == 0 { return false }
        switch base[offset - 1] {
        case 32, 13, 10, 9, 40, 91, 123, 44, 59, 58, 0, 11, 12:
            return false
        case 47:
            return !(offset >= 2 && base[offset - 2] == 42)  // the end of a /* comment */ is whitespace
        case 0xA0:
            return !(offset >= 2 && base[offset - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the byte at `offset` binds an operator ending there to its right operand.
    func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
        guard offset < end else { return false }
        switch base[offset] {
        case 32, 13, 10, 9, 41, 93, 125, 44, 59, 58, 0, 11, 12:
            return false
        case 46:
            return !leftBound
        case 47:
            let next = byte(offset + 1)
            return !(next == 47 || next == 42)
        case 0xC2:
            return byte(offset + 1) != 0xA0
        default:
            return true
        }
    }

    @inline(__always)
    static func isASCIIOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case 47, 61, 45, 43, 42, 37, 60, 62, 33, 38, 124, 94, 126, 46, 63: return true
        default: return false
        }
    }

    mutating func lexOperator(start: Int, line tokenLine: Int32, column tokenColumn: Int32, preferRegex: Bool) {
        let startsWithDot = base[pos] == 46
        pos += base[pos] >= 0x80 ? decodeScalar(base, at: pos, end: end).length : 1
        while pos < end {
            let b = base[pos]
            if b == 46, !startsWithDot { break }
            if b < 0x80 {
                guard Scanner.isASCIIOperatorByte(b) else { break }
                pos += 1
            } else {
                let decoded = decodeScalar(base, at: pos, end: end)
                guard let value = decoded.value, UnicodeClasses.isOperatorCharacter(value) else { break }
                lineHasNonASCII = true
                pos += decoded.length
            }
        }
        // A `/` inside the operator may open a regex literal instead.
        var slash = start
        while slash < pos, base[slash] != 47 { slash += 1 }
        if slash < pos, let regex = regexStartingInOperator(at: slash, operatorStart: start, operatorEnd: pos, preferRegex: preferRegex) {
            if slash > start {
                let operatorEnd = pos
                pos = slash
                emit(classifyOperator(start: start, end: slash), start: start, line: tokenLine, column: tokenColumn)
                pos = operatorEnd
            }
            let regexColumn = slash > start ? tokenColumn + Int32(slash - start) : tokenColumn
            pos = regex.end
            if regex.unterminated { diagnose(.unterminatedRegex, at: slash, line: tokenLine, column: regexColumn) }
            emit(.regexLiteral, start: slash, line: tokenLine, column: regexColumn,
                 extraFlags: regex.unterminated ? .unterminated : [])
            return
        }
        // `//` or `/*` inside an operator starts a comment.
        if pos - start > 2 {
            var index = start + 1
            while index < pos - 1 {
                if base[index] == 47, base[index + 1] == 47 || base[index + 1] == 42 {
                    pos = index
                    break
                }
                index += 1
            }
        }
        emit(classifyOperator(start: start, end: pos), start: start, line: tokenLine, column: tokenColumn)
    }

    /// Prefix, postfix or binary by whitespace on each side; a few spellings are punctuation.
    func classifyOperator(start: Int, end operatorEnd: Int) -> TokenKind {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
        let length = operatorEnd - start
        if length == 1 {
            switch base[start] {
            case 61: return .equal
            case 38 where rightBound && !leftBound: return .prefixAmpersand
            case 46: return .period
            case 63: return leftBound ? .postfixQuestionMark : .infixQuestionMark
            default: break
            }
        } else if length == 2, base[start] == 45, base[start + 1] == 62 {
            return .arrow
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }
}
