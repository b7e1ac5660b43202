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
    /// Where the next read starts.
    public var offset: Int { position }
    @usableFromInline var position: Int

    /// `bytes` must stay valid while the reader is used.
    public init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        position = offset
    }

    public var isAtEnd: Bool { position >= bytes.count }

    // The reads of numbers, counts and flags are inlinable, with a path for the one-byte varints
    // most of them are: decoding a cache or a graph snapshot is millions of them.

    @inlinable @inline(__always) public mutating func readUInt64() throws -> UInt64 {
        if position < bytes.count, bytes[position] < 0x80 {
            defer { position += 1 }
            return UInt64(bytes[position])
        }
        return try readMultibyteUInt64()
    }

    @usableFromInline mutating func readMultibyteUInt64() throws -> UInt64 {
        // Indices into tables of thousands take two or three bytes.
        if bytes.count - position >= 3 {
            let low = UInt64(bytes[position] & 0x7f)
            let middle = bytes[position + 1]
            if middle < 0x80 {
                position += 2
                return low | UInt64(middle) << 7
            }
            let high = bytes[position + 2]
            if high < 0x80 {
                position += 3
                return low | UInt64(middle & 0x7f) << 7 | UInt64(high) << 14
            }
        }
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Malformed(offset: position) }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    @inlinable public mutating func readInt() throws -> Int {
        let raw = try readUInt64()
        return Int(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
    }

    @inlinable public mutating func readInt32() throws -> Int32 {
        let value = try readInt()
        guard let narrow = Int32(exactly: value) else { throw Malformed(offset: position) }
        return narrow
    }

    /// A count of elements that follow, each at least one byte: bounded by what is left.
    @inlinable public mutating func readCount() throws -> Int {
        let count = try readUInt64()
        guard count <= UInt64(bytes.count - position) else { throw Malformed(offset: position) }
        return Int(count)
    }

    @inlinable public mutating func readByte() throws -> UInt8 {
        guard position < bytes.count else { throw Malformed(offset: position) }
        position += 1
        return bytes[position - 1]
    }

    @inlinable public mutating func readBool() throws -> Bool {
        guard position < bytes.count, bytes[position] <= 1 else { throw Malformed(offset: position) }
        position += 1
        return bytes[position - 1] == 1
    }

    public mutating func readString() throws -> String {
        let count = try readCount()
        let start = position
        position += count
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
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
        guard bytes.count - position >= 8 else { throw Malformed(offset: position) }
        defer { position += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }

    /// The next `count` bytes, without copying.
    public mutating func readBytes(_ count: Int) throws -> UnsafeRawBufferPointer {
        guard count >= 0, bytes.count - position >= count else { throw Malformed(offset: position) }
        defer { position += count }
        return UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
    }
}
