import ArchlintProject

/// Reads an old-style (OpenStep/NeXTSTEP) property list, the format of `project.pbxproj`: `{ key =
/// value; }` dictionaries, `( a, b )` arrays, quoted and unquoted strings, `<hex>` data, `//` and
/// `/* */` comments. Every value and key keeps its line and column. Broken input never stops the
/// reading with nothing: parsing ends at the first error, which becomes the `failure`, and the
/// containers read so far are kept.
public struct PropertyListParser {
    public struct Failure: Sendable, Equatable {
        public var message: String
        public var position: ProjectPosition
    }

    public struct Result: Sendable {
        /// The top-level value, or as much of it as could be read; nil when nothing could.
        public var root: PropertyListNode?
        public var failure: Failure?
    }

    public static func parse(_ source: [UInt8]) -> Result {
        source.withUnsafeBufferPointer { buffer in
            var parser = PropertyListParser(buffer)
            return parser.parseDocument()
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Whether the current line so far holds a byte outside ASCII: columns then count characters.
    private var lineHasNonASCII = false
    private var depth = 0
    private var failure: Failure?
    private static let maximumDepth = 256

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func parseDocument() -> Result {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3  // a UTF-8 byte order mark
            lineStart = 3
        }
        skipTrivia()
        guard failure == nil else { return Result(root: nil, failure: failure) }
        guard index < bytes.count else {
            return Result(root: nil, failure: Failure(message: "the file is empty", position: position))
        }
        let root = parseValue()
        if failure == nil {
            skipTrivia()
            if failure == nil, index < bytes.count { fail("unexpected text after the property list") }
        }
        return Result(root: root, failure: failure)
    }

    private var position: ProjectPosition {
        position(at: index)
    }

    private func position(at offset: Int) -> ProjectPosition {
        guard lineHasNonASCII else { return ProjectPosition(line: line, column: offset - lineStart + 1) }
        var column = 1
        for byteOffset in lineStart..<min(offset, bytes.count) where bytes[byteOffset] & 0xC0 != 0x80 { column += 1 }
        return ProjectPosition(line: line, column: column)
    }

    private mutating func fail(_ message: String, at position: ProjectPosition? = nil) {
        if failure == nil { failure = Failure(message: message, position: position ?? self.position) }
    }

    /// Moves past one byte, keeping the line count.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 10 || (byte == 13 && (index >= bytes.count || bytes[index] != 10)) {
            line += 1
            lineStart = index
            lineHasNonASCII = false
        } else if byte >= 0x80 {
            lineHasNonASCII = true
        }
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12 || byte == 11 {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { advance() }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = position
                advance()
                advance()
                var closed = false
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        advance()
                        advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed {
                    fail("unterminated comment", at: start)
                    return
                }
            } else {
                return
            }
        }
    }

    private mutating func parseValue() -> PropertyListNode? {
        let start = position
        guard index < bytes.count else {
            fail("the file ends where a value was expected")
            return nil
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return nested { PropertyListNode(.dictionary($0.parseDictionary()), position: start) }
        case UInt8(ascii: "("):
            return nested { PropertyListNode(.array($0.parseArray()), position: start) }
        case UInt8(ascii: "<"):
            return parseData().map { PropertyListNode(.data($0), position: start) }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return parseQuotedString().map { PropertyListNode(.string($0), position: start) }
        default:
            guard let string = parseUnquotedString() else {
                fail("unexpected character '\(Self.describe(bytes[index]))'")
                return nil
            }
            return PropertyListNode(.string(string), position: start)
        }
    }

    private mutating func nested(_ parse: (inout PropertyListParser) -> PropertyListNode) -> PropertyListNode? {
        guard depth < Self.maximumDepth else {
            fail("nested more than \(Self.maximumDepth) levels deep")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return parse(&self)
    }

    private mutating func parseDictionary() -> PropertyListDictionary {
        let open = position
        advance()
        var dictionary = PropertyListDictionary()
        while true {
            skipTrivia()
            guard failure == nil else { return dictionary }
            guard index < bytes.count else {
                fail("the file ends inside the dictionary opened at line \(open.line) ('}' missing)")
                return dictionary
            }
            if bytes[index] == UInt8(ascii: "}") {
                advance()
                return dictionary
            }
            let keyPosition = position
            let key: String?
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                key = parseQuotedString()
            } else {
                key = parseUnquotedString()
                if key == nil { fail("a dictionary key was expected, found '\(Self.describe(bytes[index]))'") }
            }
            guard let key, expect(UInt8(ascii: "="), "'=' after the key '\(key ?? "")'") else { return dictionary }
            skipTrivia()
            guard failure == nil else { return dictionary }
            guard let value = parseValue() else { return dictionary }
            // A container cut short still holds what was read: keep it.
            dictionary.append(.init(key: key, keyPosition: keyPosition, value: value))
            guard failure == nil, expect(UInt8(ascii: ";"), "';' after the value of '\(key)'") else { return dictionary }
        }
    }

    private mutating func parseArray() -> [PropertyListNode] {
        let open = position
        advance()
        var items: [PropertyListNode] = []
        while true {
            skipTrivia()
            guard failure == nil else { return items }
            guard index < bytes.count else {
                fail("the file ends inside the array opened at line \(open.line) (')' missing)")
                return items
            }
            if bytes[index] == UInt8(ascii: ")") {
                advance()
                return items
            }
            guard let item = parseValue() else { return items }
            items.append(item)
            guard failure == nil else { return items }
            skipTrivia()
            guard failure == nil else { return items }
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                advance()
            } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                fail("',' or ')' expected in the array opened at line \(open.line)")
                return items
            }
        }
    }

    /// Skips trivia and consumes `byte`, or fails naming `what` was expected.
    private mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) -> Bool {
        skipTrivia()
        guard failure == nil else { return false }
        guard index < bytes.count else {
            fail("the file ends where \(what()) was expected")
            return false
        }
        guard bytes[index] == byte else {
            fail("\(what()) expected, found '\(Self.describe(bytes[index]))'")
            return false
        }
        advance()
        return true
    }

    /// Letters, digits and `_$+/:.-`: the characters an unquoted OpenStep string may hold.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private mutating func parseUnquotedString() -> String? {
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) {
            // `//` or `/*` right after a word starts a comment, not more of the word.
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
            {
                break
            }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func parseQuotedString() -> String? {
        let start = position
        let quote = bytes[index]
        advance()
        var segmentStart = index
        var decoded: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let text: String
                if var decoded {
                    decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                    text = String(decoding: decoded, as: UTF8.self)
                } else {
                    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]), as: UTF8.self)
                }
                advance()
                return text
            }
            if byte == UInt8(ascii: "\\") {
                var buffer = decoded ?? []
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                advance()
                guard index < bytes.count else { break }
                appendEscape(into: &buffer)
                decoded = buffer
                segmentStart = index
                continue
            }
            advance()
        }
        fail("unterminated string", at: start)
        return nil
    }

    /// Decodes the escape after a backslash: `\n \t \r \a \b \f \v`, `\Uxxxx`, octal `\ooo`, or the
    /// character itself (`\"`, `\\`, `\'`).
    private mutating func appendEscape(into buffer: inout [UInt8]) {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "n"): buffer.append(10)
        case UInt8(ascii: "t"): buffer.append(9)
        case UInt8(ascii: "r"): buffer.append(13)
        case UInt8(ascii: "a"): buffer.append(7)
        case UInt8(ascii: "b"): buffer.append(8)
        case UInt8(ascii: "f"): buffer.append(12)
        case UInt8(ascii: "v"): buffer.append(11)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            advance()
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                value = value * 16 + UInt32(digit)
                digits += 1
                advance()
            }
            Self.appendScalar(value, to: &buffer)
            return
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                advance()
            }
            Self.appendScalar(value, to: &buffer)
            return
        default:
            buffer.append(byte)
        }
        advance()
    }

    private static func appendScalar(_ value: UInt32, to buffer: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func parseData() -> [UInt8]? {
        let start = position
        advance()
        var data: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                advance()
                return data
            }
            if let value = Self.hexValue(byte) {
                if let first = high {
                    data.append(first << 4 | value)
                    high = nil
                } else {
                    high = value
                }
            } else if !(byte == 32 || byte == 9 || byte == 10 || byte == 13) {
                fail("'\(Self.describe(byte))' in <data>: only hexadecimal digits may appear there")
                return nil
            }
            advance()
        }
        fail("unterminated <data>", at: start)
        return nil
    }

    /// A byte as a message can show it: printable ASCII as itself, anything else as `\u{..}`.
    private static func describe(_ byte: UInt8) -> String {
        (32..<127).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
