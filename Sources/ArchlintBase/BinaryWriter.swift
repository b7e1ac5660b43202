/// Appends values in a compact binary form (LEB128 varints, zigzag for signed values, strings as
/// length and UTF-8): the format of archlint's caches.
///
/// The writes are inlinable: encoding a repository's facts for the cache is millions of them.
public struct BinaryWriter: Sendable {
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8] = []

    public init(capacity: Int = 256) {
        storage.reserveCapacity(capacity)
    }

    /// Empties the writer, keeping its buffer for the next value.
    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
    }

    @inlinable public mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        storage.append(UInt8(value))
    }

    @inlinable public mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))))
    }

    @inlinable public mutating func write(_ value: Int32) {
        write(Int(value))
    }

    /// One byte as it is (flags, small codes).
    @inlinable public mutating func write(_ byte: UInt8) {
        storage.append(byte)
    }

    @inlinable public mutating func write(_ value: Bool) {
        storage.append(value ? 1 : 0)
    }

    @inlinable public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            storage.append(contentsOf: utf8)
        }
    }

    @inlinable public mutating func write(_ text: String?) {
        write(text != nil)
        if let text { write(text) }
    }

    @inlinable public mutating func write(_ texts: [String]) {
        write(UInt64(texts.count))
        for text in texts { write(text) }
    }

    /// Eight bytes, little-endian: for values patched in place or read without decoding the rest.
    public mutating func writeFixed(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { storage.append(contentsOf: $0) }
    }

    public mutating func append(_ raw: some Collection<UInt8>) {
        storage.append(contentsOf: raw)
    }

    /// Overwrites eight bytes written earlier with `writeFixed`.
    public mutating func patchFixed(_ value: UInt64, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for index in 0..<8 { storage[offset + index] = raw[index] }
        }
    }
}
