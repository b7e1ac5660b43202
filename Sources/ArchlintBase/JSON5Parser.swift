/// Parses JSON5: JSON plus comments, trailing commas, unquoted keys, single-quoted strings,
/// hexadecimal numbers and a leading `+`. Errors carry the line and column where parsing stopped.
public struct JSON5Parser {
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var line: Int
        public var column: Int
        public var description: String { "\(line):\(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private static let maximumDepth = 512

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func parse(_ text: String) throws -> JSONValue.Located {
        var parser = JSON5Parser(text)
        return try parser.parseDocument()
    }

    public static func parse(bytes: [UInt8]) throws -> JSONValue.Located {
        var parser = JSON5Parser(bytes: bytes)
        return try parser.parseDocument()
    }

    private var columns = ColumnCounter()

    /// The column of `index`, in Unicode scalars from the start of its line.
    private mutating func currentColumn() -> Int {
        columns.column(at: index, lineStart: lineStart, in: bytes)
    }

    /// The column of `index`, counted afresh (for errors, once).
    private var column: Int {
        var copy = self
        return copy.currentColumn()
    }

    private func error(_ message: String) -> ParseError {
        ParseError(message: message, line: line, column: column)
    }

    mutating func parseDocument() throws -> JSONValue.Located {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        try skipTrivia()
        guard index < bytes.count else { throw error("empty document: expected a value") }
        let value = try parseValue()
        try skipTrivia()
        guard index >= bytes.count else { throw error("unexpected text after the value") }
        return value
    }

    private mutating func skipTrivia() throws {
        while index < bytes.count {
            switch bytes[index] {
            case 32, 9, 13:
                index += 1
            case 10:
                index += 1
                line += 1
                lineStart = index
            case 47 where index + 1 < bytes.count && bytes[index + 1] == 47:
                while index < bytes.count, bytes[index] != 10 { index += 1 }
            case 47 where index + 1 < bytes.count && bytes[index + 1] == 42:
                let start = (line, currentColumn())
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 42 && bytes[index + 1] == 47) {
                    if bytes[index] == 10 {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    throw ParseError(message: "unterminated /* comment", line: start.0, column: start.1)
                }
                index += 2
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws -> JSONValue.Located {
        let valueLine = line
        let valueColumn = currentColumn()
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        func located(_ value: JSONValue) -> JSONValue.Located { JSONValue.Located(value, line: valueLine, column: valueColumn) }
        switch bytes[index] {
        case 123: return located(try parseObject())
        case 91: return located(try parseArray())
        case 34, 39: return located(.string(try parseString()))
        case 116 where matches("true"):
            index += 4
            return located(.bool(true))
        case 102 where matches("false"):
            index += 5
            return located(.bool(false))
        case 110 where matches("null"):
            index += 4
            return located(.null)
        case 45, 43, 46, 48...57:
            return located(.number(try parseNumber()))
        default:
            throw error("expected a value, found '\(String(decoding: [bytes[index]], as: UTF8.self))'")
        }
    }

    private func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else { return false }
        let after = index + utf8.count
        return after >= bytes.count || !Self.isIdentifierByte(bytes[after])
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 97 < 26 || byte &- 48 < 10 || byte == 95 || byte == 36 || byte >= 0x80
    }

    private mutating func nested<T>(_ body: (inout JSON5Parser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nested too deeply") }
        return try body(&self)
    }

    private mutating func parseObject() throws -> JSONValue {
        try nested { parser in
            parser.index += 1
            var pairs: [(key: String, value: JSONValue.Located)] = []
            while true {
                try parser.skipTrivia()
                guard parser.index < parser.bytes.count else { throw parser.error("unterminated object: expected '}'") }
                if parser.bytes[parser.index] == 125 {
                    parser.index += 1
                    return .object(pairs)
                }
                let key: String
                if parser.bytes[parser.index] == 34 || parser.bytes[parser.index] == 39 {
                    key = try parser.parseString()
                } else if Self.isIdentifierByte(parser.bytes[parser.index]) {
                    let start = parser.index
                    while parser.index < parser.bytes.count, Self.isIdentifierByte(parser.bytes[parser.index]) { parser.index += 1 }
                    key = String(decoding: parser.bytes[start..<parser.index], as: UTF8.self)
                } else {
                    throw parser.error("expected a key in quotes")
                }
                try parser.skipTrivia()
                guard parser.index < parser.bytes.count, parser.bytes[parser.index] == 58 else {
                    throw parser.error("expected ':' after key \"\(key)\"")
                }
                parser.index += 1
                try parser.skipTrivia()
                pairs.append((key, try parser.parseValue()))
                try parser.skipTrivia()
                guard parser.index < parser.bytes.count else { throw parser.error("unterminated object: expected '}'") }
                if parser.bytes[parser.index] == 44 {
                    parser.index += 1
                } else if parser.bytes[parser.index] != 125 {
                    throw parser.error("expected ',' or '}' in object")
                }
            }
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try nested { parser in
            parser.index += 1
            var elements: [JSONValue.Located] = []
            while true {
                try parser.skipTrivia()
                guard parser.index < parser.bytes.count else { throw parser.error("unterminated array: expected ']'") }
                if parser.bytes[parser.index] == 93 {
                    parser.index += 1
                    return .array(elements)
                }
                elements.append(try parser.parseValue())
                try parser.skipTrivia()
                guard parser.index < parser.bytes.count else { throw parser.error("unterminated array: expected ']'") }
                if parser.bytes[parser.index] == 44 {
                    parser.index += 1
                } else if parser.bytes[parser.index] != 93 {
                    throw parser.error("expected ',' or ']' in array")
                }
            }
        }
    }

    private mutating func parseString() throws -> String {
        let quote = bytes[index]
        index += 1
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: result, as: UTF8.self)
            }
            if byte == 10 { throw error("unterminated string") }
            if byte == 92 {
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case 110: result.append(10)
                case 116: result.append(9)
                case 114: result.append(13)
                case 98: result.append(8)
                case 102: result.append(12)
                case 48: result.append(0)
                case 117:
                    guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
                    else { throw error("invalid \\u escape") }
                    index += 4
                    var scalar = code
                    // A UTF-16 surrogate pair written as two escapes.
                    if (0xD800...0xDBFF).contains(code), index + 6 <= bytes.count, bytes[index] == 92, bytes[index + 1] == 117,
                        let low = UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
                        (0xDC00...0xDFFF).contains(low)
                    {
                        scalar = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                    result.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                case 10:
                    line += 1
                    lineStart = index
                default: result.append(escaped)
                }
                continue
            }
            result.append(byte)
            index += 1
        }
        throw error("unterminated string")
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        let startColumn = currentColumn()
        if bytes[index] == 43 || bytes[index] == 45 { index += 1 }
        if index + 1 < bytes.count, bytes[index] == 48, bytes[index + 1] | 0x20 == 120 {
            index += 2
            let digitsStart = index
            while index < bytes.count, (bytes[index] &- 48 < 10 || (bytes[index] | 0x20) &- 97 < 6) { index += 1 }
            guard let value = UInt64(String(decoding: bytes[digitsStart..<index], as: UTF8.self), radix: 16) else {
                throw error("invalid hexadecimal number")
            }
            return bytes[start] == 45 ? -Double(value) : Double(value)
        }
        while index < bytes.count, bytes[index] &- 48 < 10 || bytes[index] == 46 || bytes[index] | 0x20 == 101
            || ((bytes[index] == 43 || bytes[index] == 45) && bytes[index - 1] | 0x20 == 101)
        {
            index += 1
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        guard let value = Double(text) else { throw error("invalid number '\(text)'") }
        // 1e999 reads as infinity: no reader of archlint's files has a use for it.
        guard value.isFinite else { throw ParseError(message: "number out of range '\(text)'", line: line, column: startColumn) }
        return value
    }
}
