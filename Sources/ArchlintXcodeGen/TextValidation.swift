/// What a YAML reader accepts as text: valid UTF-8 of printable characters (tab, line breaks and
/// everything from space up, except DEL, C1 controls, surrogates and U+FFFE/U+FFFF), as libyaml does.
enum TextValidation {
    struct Invalid {
        var message: String
        var line: Int
        var column: Int
    }

    /// The first byte that makes `bytes` unreadable as YAML text, with its position.
    static func firstInvalidCharacter(_ bytes: [UInt8]) -> Invalid? {
        var line = 1
        var column = 1
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                offset += 1
                if byte == 10 {
                    line += 1
                    column = 1
                    continue
                }
                guard byte == 9 || byte == 13 || (byte >= 0x20 && byte != 0x7F) else {
                    return Invalid(message: "control character U+\(hex(UInt32(byte))) (the file is not YAML text)", line: line, column: column)
                }
                column += 1
                continue
            }
            guard let (value, width) = decode(bytes, at: offset) else {
                return Invalid(message: "invalid UTF-8 (the file is not YAML text)", line: line, column: column)
            }
            guard value == 0x85 || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000 else {
                return Invalid(message: "control character U+\(hex(value)) (the file is not YAML text)", line: line, column: column)
            }
            offset += width
            column += 1
        }
        return nil
    }

    /// The scalar value of the multi-byte sequence at `offset` and its length; nil when it is not
    /// shortest-form UTF-8 of a scalar value.
    private static func decode(_ bytes: [UInt8], at offset: Int) -> (UInt32, Int)? {
        let lead = bytes[offset]
        let (width, minimum, bits): (Int, UInt32, UInt8) =
            lead & 0xE0 == 0xC0 ? (2, 0x80, lead & 0x1F) : lead & 0xF0 == 0xE0 ? (3, 0x800, lead & 0x0F) : lead & 0xF8 == 0xF0 ? (4, 0x10000, lead & 0x07) : (0, 0, 0)
        guard width > 0, offset + width <= bytes.count else { return nil }
        var value = UInt32(bits)
        for continuation in bytes[(offset + 1)..<(offset + width)] {
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, width)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
