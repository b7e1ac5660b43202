/// The lexical class of a token. Operators are already classified as prefix, postfix or binary by
/// their surrounding whitespace, the way the Swift compiler does it.
public enum TokenKind: UInt8, Sendable {
    /// A name, including contextual keywords (`actor`, `async`, `some`…) and `` `escaped` `` names.
    case identifier
    /// A reserved word the Swift lexer never treats as a name (`class`, `import`, `self`…).
    case keyword
    /// `$0`, `$foo`.
    case dollarIdentifier
    /// `_`.
    case wildcard
    /// `#` followed by a name: `#if`, `#endif`, `#Preview`, `#selector`, `#available`.
    case poundKeyword
    case integerLiteral
    case floatLiteral
    /// A whole string literal without interpolation, delimiters included.
    case stringLiteral
    /// From the opening delimiter through the first `\(`.
    case stringHead
    /// From the `)` that closes an interpolation through the next `\(`.
    case stringMiddle
    /// From the `)` that closes the last interpolation through the closing delimiter.
    case stringTail
    /// `/…/` or `#/…/#`.
    case regexLiteral
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon, atSign, backslash
    /// `.` used for member access.
    case period
    case arrow
    /// A lone `=`.
    case equal
    /// `&` directly before an operand (`&value`).
    case prefixAmpersand
    /// `?` bound to the left (`x?.y`, `Int?`).
    case postfixQuestionMark
    /// `?` of a ternary expression.
    case infixQuestionMark
    /// `!` bound to the left (`x!`, `try!`).
    case exclamationMark
    case prefixOperator, postfixOperator, binaryOperator
    /// `#!…` on the first line.
    case shebang
    /// Bytes that start no token; a diagnostic says why.
    case unknown
}

/// Facts about a token's surroundings that the grammar cares about.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The first token of its line (or of the file).
    @inlinable public static var startsLine: TokenFlags { TokenFlags(rawValue: 1 << 0) }
    /// Whitespace, a newline or a comment comes right before the token.
    @inlinable public static var leadingTrivia: TokenFlags { TokenFlags(rawValue: 1 << 1) }
    /// An identifier written in backticks.
    @inlinable public static var backticked: TokenFlags { TokenFlags(rawValue: 1 << 2) }
    /// A string, regex or comment that reached the end of its line or file without its delimiter.
    @inlinable public static var unterminated: TokenFlags { TokenFlags(rawValue: 1 << 3) }
    /// A `"""` string literal.
    @inlinable public static var multiline: TokenFlags { TokenFlags(rawValue: 1 << 4) }
    /// A string or regex literal delimited with `#`.
    @inlinable public static var raw: TokenFlags { TokenFlags(rawValue: 1 << 5) }
}

/// One token: its kind, byte range in the source and start position.
///
/// `line` and `column` are 1-based. Columns count Unicode scalars from the start of the line, so a
/// two-byte `é` advances the column by one and a tab counts as one column.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var flags: TokenFlags
    /// Byte offset of the first byte.
    public var start: Int32
    /// Byte offset just past the last byte.
    public var end: Int32
    public var line: Int32
    public var column: Int32

    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: Int32, end: Int32, line: Int32, column: Int32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    @inlinable public var length: Int { Int(end - start) }
    @inlinable public var startsLine: Bool { flags.contains(.startsLine) }
    @inlinable public var hasLeadingTrivia: Bool { flags.contains(.leadingTrivia) }

    /// True for identifiers and contextual keywords, the tokens that can name something.
    @inlinable public var isName: Bool { kind == .identifier }

    @inlinable public var isStringPiece: Bool {
        kind == .stringLiteral || kind == .stringHead || kind == .stringMiddle || kind == .stringTail
    }

    @inlinable public var isOperator: Bool {
        kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator
    }
}

/// A comment, kept apart from the tokens (it is trivia to the grammar).
public struct Comment: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case line, documentationLine, block, documentationBlock
    }

    public var kind: Kind
    public var start: Int32
    public var end: Int32
    public var line: Int32
    public var column: Int32
}

/// A lexical problem at a position; the lexer recovers and goes on.
public struct LexDiagnostic: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case unterminatedString
        case unterminatedBlockComment
        case unterminatedRegex
        case unterminatedBacktick
        case invalidUTF8
        case nulCharacter
        case unexpectedCharacter
        case invalidEscape
        case fileTooLarge

        public var message: String {
            switch self {
            case .unterminatedString: "unterminated string literal"
            case .unterminatedBlockComment: "unterminated '/*' comment"
            case .unterminatedRegex: "unterminated regex literal"
            case .unterminatedBacktick: "unterminated '`' identifier"
            case .invalidUTF8: "invalid UTF-8 byte sequence"
            case .nulCharacter: "NUL character in source"
            case .unexpectedCharacter: "character that starts no token"
            case .invalidEscape: "invalid escape sequence in string literal"
            case .fileTooLarge: "file too large to lex (over 2 GiB)"
            }
        }
    }

    public var kind: Kind
    public var offset: Int32
    public var line: Int32
    public var column: Int32
}
