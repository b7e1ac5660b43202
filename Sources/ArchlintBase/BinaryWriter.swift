/// Appends values in a compact binary form (LEB128 varints, zigzag for signed values, strings as
/// length and UTF-8): the format of archlint's caches.
///
/// Encoding a repository's facts for the cache is millions of writes, so the writer owns its buffer
/// outright: it cannot be copied, and a write is a capacity check and stores, where an array's
/// append also checks that its storage is not shared. The writes are inlinable for the same reason.
public struct BinaryWriter: ~Copyable, @unchecked Sendable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var written = 0

    /// The number of bytes written.
    public var count: Int { written }

    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A copy of the bytes written.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: written)) }

    /// Calls `body` with the bytes written, without copying them.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: written))
    }

    /// Empties the writer, keeping its buffer for the next value.
    public mutating func removeAll() {
        written = 0
    }

    /// Empties the writer, keeping its buffer only if it holds at most `limit` bytes: a writer
    /// reused for many values need not keep, to the end, the room the largest one took.
    public mutating func removeAll(keepingCapacityUpTo limit: Int) {
        written = 0
        guard capacity > limit else { return }
        base.deallocate()
        capacity = max(limit, 16)
        base = .allocate(capacity: capacity)
    }

    /// Makes room for `extra` more bytes.
    @inlinable mutating func reserve(_ extra: Int) {
        if written + extra > capacity { grow(toHold: written + extra) }
    }

    @usableFromInline mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: written)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Most values the caches hold (counts, columns, name indices) take one byte: that case is
    /// written inline, where the value is, and the rest through a call. Inlining the two-byte case
    /// too (line numbers) made encoding the benchmark corpus's facts cost more, not less.
    @inlinable @inline(__always) public mutating func write(_ value: UInt64) {
        if value < 0x80, written < capacity {
            base[written] = UInt8(truncatingIfNeeded: value)
            written += 1
        } else {
            writeVarint(value)
        }
    }

    @usableFromInline mutating func writeVarint(_ value: UInt64) {
        reserve(10)
        var value = value
        var next = base + written
        while value >= 0x80 {
            next.pointee = UInt8(truncatingIfNeeded: value) | 0x80
            next += 1
            value >>= 7
        }
        next.pointee = UInt8(value)
        written = next - base + 1
    }

    @inlinable public mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))))
    }

    @inlinable public mutating func write(_ value: Int32) {
        write(Int(value))
    }

    /// One byte as it is (flags, small codes).
    @inlinable public mutating func write(_ byte: UInt8) {
        reserve(1)
        base[written] = byte
        written += 1
    }

    @inlinable public mutating func write(_ value: Bool) {
        write(UInt8(value ? 1 : 0))
    }

    @inlinable public mutating func write(_ text: String) {
        // Read in place: a copy made contiguous (`withUTF8`) retains and releases the string.
        if text.utf8.withContiguousStorageIfAvailable({ write(utf8: $0) }) == nil {
            var text = text
            text.withUTF8 { write(utf8: $0) }
        }
    }

    @inlinable mutating func write(utf8: UnsafeBufferPointer<UInt8>) {
        write(UInt64(utf8.count))
        append(UnsafeRawBufferPointer(utf8))
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
        Swift.withUnsafeBytes(of: value.littleEndian) { append($0) }
    }

    @inlinable public mutating func append(_ raw: UnsafeRawBufferPointer) {
        guard let source = raw.baseAddress else { return }
        reserve(raw.count)
        UnsafeMutableRawPointer(base + written).copyMemory(from: source, byteCount: raw.count)
        written += raw.count
    }

    public mutating func append(_ raw: some Collection<UInt8>) {
        let copied = raw.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) } != nil
        guard !copied else { return }
        reserve(raw.count)
        for byte in raw {
            base[written] = byte
            written += 1
        }
    }

    /// Overwrites eight bytes written earlier with `writeFixed`.
    public mutating func patchFixed(_ value: UInt64, at offset: Int) {
        precondition(offset >= 0 && offset + 8 <= written, "patching bytes not written")
        Swift.withUnsafeBytes(of: value.littleEndian) { raw in
            for index in 0..<8 { base[offset + index] = raw[index] }
        }
    }
}
