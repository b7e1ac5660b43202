/// Writes JSON text in the order it is told to, so output is byte-for-byte stable: objects keep
/// the key order of the code that writes them, numbers are integers, strings are escaped per RFC 8259.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private let indentUnit: Int
    private var depth = 0
    private var afterKey = false

    /// `indent` 0 writes compact JSON; otherwise pretty-printed with that many spaces per level.
    public init(indent: Int = 2) {
        indentUnit = indent
        bytes.reserveCapacity(1 << 16)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The document with a final newline, as files and terminals expect, in the writer's own
    /// buffer (a report can take megabytes: `bytes + [10]` would hold it twice). Leaves the writer empty.
    public mutating func finishedDocument() -> [UInt8] {
        var document: [UInt8] = []
        swap(&document, &bytes)
        document.append(10)
        return document
    }

    private mutating func newline() {
        guard indentUnit > 0 else { return }
        bytes.append(10)
        bytes.append(contentsOf: repeatElement(32, count: depth * indentUnit))
    }

    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
            return
        }
        if needsComma[needsComma.count - 1] { bytes.append(44) }
        needsComma[needsComma.count - 1] = true
        if depth > 0 { newline() }
    }

    public mutating func beginObject() { open(123) }
    public mutating func endObject() { close(125) }
    public mutating func beginArray() { open(91) }
    public mutating func endArray() { close(93) }

    private mutating func open(_ bracket: UInt8) {
        beforeValue()
        bytes.append(bracket)
        depth += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadContent = needsComma.removeLast()
        depth -= 1
        if hadContent { newline() }
        bytes.append(bracket)
    }

    public mutating func key(_ name: String) {
        beforeValue()
        appendString(name)
        bytes.append(58)
        if indentUnit > 0 { bytes.append(32) }
        afterKey = true
    }

    public mutating func value(_ text: String) {
        beforeValue()
        appendString(text)
    }

    public mutating func value(_ number: Int) {
        beforeValue()
        bytes.append(contentsOf: String(number).utf8)
    }

    public mutating func value(_ flag: Bool) {
        beforeValue()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    public mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
    }

    public mutating func value(_ text: String?) {
        if let text { value(text) } else { null() }
    }

    /// `"key": value` shorthands.
    public mutating func field(_ name: String, _ text: String?) {
        key(name)
        value(text)
    }

    public mutating func field(_ name: String, _ number: Int) {
        key(name)
        value(number)
    }

    public mutating func field(_ name: String, _ flag: Bool) {
        key(name)
        value(flag)
    }

    public mutating func field(_ name: String, strings: [String]) {
        key(name)
        beginArray()
        for text in strings { value(text) }
        endArray()
    }

    private mutating func appendString(_ text: String) {
        bytes.append(34)
        for byte in text.utf8 {
            switch byte {
            case 34: bytes.append(contentsOf: [92, 34])
            case 92: bytes.append(contentsOf: [92, 92])
            case 10: bytes.append(contentsOf: [92, 110])
            case 13: bytes.append(contentsOf: [92, 114])
            case 9: bytes.append(contentsOf: [92, 116])
            case 0..<32:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(34)
    }
}
