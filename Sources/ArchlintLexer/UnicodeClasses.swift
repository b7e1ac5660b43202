/// Code point classes of the Swift lexical grammar (The Swift Programming Language, "Lexical
/// Structure": identifier-head, identifier-character, operator-head, operator-character).
enum UnicodeClasses {
    /// Non-ASCII code points allowed in identifiers (identifier-character).
    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5,
        0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
        0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
        0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44,
        0xFE47...0xFFF8, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Combining marks: identifier characters that cannot start an identifier.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// Non-ASCII operator-head code points: math, symbols, arrows, dingbats, box drawing.
    private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00A7, 0x00A9...0x00A9, 0x00AB...0x00AC, 0x00AE...0x00AE, 0x00B0...0x00B1,
        0x00B6...0x00B6, 0x00BB...0x00BB, 0x00BF...0x00BF, 0x00D7...0x00D7, 0x00F7...0x00F7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
        0x3008...0x3030,
    ]

    /// Operator characters that cannot start an operator.
    private static let operatorContinuationRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0xE0100...0xE01EF,
    ]

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    static func isIdentifierCharacter(_ value: UInt32) -> Bool {
        contains(identifierRanges, value)
    }

    static func isIdentifierHead(_ value: UInt32) -> Bool {
        contains(identifierRanges, value) && !contains(combiningRanges, value)
    }

    static func isOperatorHead(_ value: UInt32) -> Bool {
        contains(operatorHeadRanges, value)
    }

    static func isOperatorCharacter(_ value: UInt32) -> Bool {
        contains(operatorHeadRanges, value) || contains(operatorContinuationRanges, value)
    }
}

/// Decodes one UTF-8 scalar; nil and a length of at least 1 for an invalid sequence, so the
/// caller can always make progress.
@inline(__always)
func decodeScalar(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> (value: UInt32?, length: Int) {
    let lead = base[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
    default: return (nil, 1)
    }
    guard index + length <= end else { return (nil, 1) }
    for offset in 1..<length {
        let byte = base[index + offset]
        guard byte & 0xC0 == 0x80 else { return (nil, offset) }
        value = (value << 6) | UInt32(byte & 0x3F)
    }
    // Overlong forms, surrogates and values past U+10FFFF are not valid UTF-8.
    let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
    guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return (nil, length) }
    return (value, length)
}
