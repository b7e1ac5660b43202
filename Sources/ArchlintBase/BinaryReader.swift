/// Reads what `BinaryWriter` wrote, checking every length against the bytes there are: a
/// truncated or corrupt input throws `Malformed`, it never reads out of bounds.
public struct BinaryReader {
    public struct Malformed: Error, CustomStringConvertible {
        public var offset: Int
        public var description: String { "malformed binary data at byte \(offset)" }

        public init(offset: Int) {
            self.offset = offset
        }
    }

    public let bytes: UnsafeRawBufferPointer
    public private(set) var offset: Int

    /// `bytes` must stay valid while the reader is used.
    public init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    public var isAtEnd: Bool { offset >= bytes.count }

    public mutating func readUInt64() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed(offset: offset) }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    public mutating func readInt() throws -> Int {
        let raw = try readUInt64()
        return Int(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
    }

    public mutating func readInt32() throws -> Int32 {
        let value = try readInt()
        guard let narrow = Int32(exactly: value) else { throw Malformed(offset: offset) }
        return narrow
    }

    /// A count of elements that follow, each at least one byte: bounded by what is left.
    public mutating func readCount() throws -> Int {
        let count = try readUInt64()
        guard count <= UInt64(bytes.count - offset) else { throw Malformed(offset: offset) }
        return Int(count)
    }

    public mutating func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed(offset: offset) }
        offset += 1
        return bytes[offset - 1]
    }

    public mutating func readBool() throws -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed(offset: offset) }
        offset += 1
        return bytes[offset - 1] == 1
    }

    public mutating func readString() throws -> String {
        let count = try readCount()
        let start = offset
        offset += count
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// A string's UTF-8 bytes, without making the string.
    public mutating func readStringBytes() throws -> UnsafeRawBufferPointer {
        try readBytes(try readCount())
    }

    /// Moves past a list written with `write(_: [String])`.
    public mutating func skipStrings() throws {
        let count = try readCount()
        for _ in 0..<count { _ = try readStringBytes() }
    }

    public mutating func readOptionalString() throws -> String? {
        try readBool() ? try readString() : nil
    }

    public mutating func readStrings() throws -> [String] {
        let count = try readCount()
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try readString()) }
        return result
    }

    public mutating func readFixed() throws -> UInt64 {
        guard bytes.count - offset >= 8 else { throw Malformed(offset: offset) }
        defer { offset += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The next `count` bytes, without copying.
    public mutating func readBytes(_ count: Int) throws -> UnsafeRawBufferPointer {
        guard count >= 0, bytes.count - offset >= count else { throw Malformed(offset: offset) }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
    }
}
