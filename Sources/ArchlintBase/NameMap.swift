/// A map from names to values, kept in the order the names were first inserted, the names
/// compared by their UTF-8 bytes with a cheap hash (`TableHash`): resolution asks about each
/// component of each distinct name of every file, and dictionaries keyed by `Substring` spent most
/// of that time on Unicode-normalizing hashes (names that differ only in normalization are
/// different names to Swift's compiler anyway); project files look thousands of object ids up.
/// Names can be looked up by bytes, without making a string (`Outer.Inner` from its parts).
///
/// Inlinable, its storage visible to inlined code: the graph's lookups live in other modules, and
/// unspecialized they cost swift-nio's lint 8 % more instructions.
public struct NameMap<Value: Sendable>: Sendable {
    /// Indices into `spans` and `values`, -1 for an empty slot; at most half full.
    @usableFromInline var slots = [Int32](filledWith: -1, count: 16)
    @usableFromInline var spans: [(start: Int32, count: Int32)] = []
    @usableFromInline var bytes: [UInt8] = []
    /// In the order their names were first inserted.
    public var values: [Value] { storedValues }
    /// Settable only here (a `public internal(set)` setter cannot be used by inlinable code).
    @usableFromInline var storedValues: [Value] = []

    @inlinable public init() {}

    @inlinable public var count: Int { spans.count }

    /// The names in the order they were first inserted.
    @inlinable public var names: [String] {
        spans.map { span in String(decoding: bytes[Int(span.start)..<Int(span.start + span.count)], as: UTF8.self) }
    }

    /// Makes room for `count` names of `byteCount` bytes in all: a map built from a list of known
    /// length allocates each of its buffers once.
    @inlinable public mutating func reserveCapacity(_ count: Int, byteCount: Int = 0) {
        spans.reserveCapacity(count)
        storedValues.reserveCapacity(count)
        bytes.reserveCapacity(byteCount)
        var size = slots.count
        while size < count * 2 { size *= 2 }
        if size > slots.count { rehash(size: size) }
    }

    @inlinable public subscript(name: some StringProtocol) -> Value? {
        Self.withUTF8(of: name) { self[utf8: $0] }
    }

    @inlinable public subscript(utf8 name: UnsafeRawBufferPointer) -> Value? {
        let entry = slots[slot(of: name)]
        return entry < 0 ? nil : storedValues[Int(entry)]
    }

    /// Changes the value of `name`, inserting `initial` first when the name is new.
    @inlinable public mutating func modify(_ name: some StringProtocol, initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        Self.withUTF8(of: name) { key in
            let found = slot(of: key)
            if slots[found] >= 0 {
                change(&storedValues[Int(slots[found])])
                return
            }
            var value = initial()
            change(&value)
            slots[found] = Int32(spans.count)
            spans.append((Int32(bytes.count), Int32(key.count)))
            bytes.append(contentsOf: key)
            storedValues.append(value)
            if spans.count * 2 > slots.count { rehash(size: slots.count * 2) }
        }
    }

    @inlinable public mutating func set(_ name: some StringProtocol, to value: Value) {
        modify(name, initial: value) { $0 = value }
    }

    /// Inserts `name` with `value` unless it is there already (a repeated name keeps its first value).
    @inlinable public mutating func insertIfAbsent(_ name: some StringProtocol, _ value: @autoclosure () -> Value) {
        modify(name, initial: value()) { _ in }
    }

    @inlinable mutating func rehash(size: Int) {
        slots = [Int32](filledWith: -1, count: size)
        for entry in spans.indices {
            let span = spans[entry]
            let free = bytes.withUnsafeBytes { slot(of: UnsafeRawBufferPointer(rebasing: $0[Int(span.start)..<Int(span.start + span.count)])) }
            slots[free] = Int32(entry)
        }
    }

    /// The slot holding `key`, or the empty one where it would go.
    @inlinable func slot(of key: UnsafeRawBufferPointer) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: TableHash.of(key)) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return slot }
            let span = spans[Int(entry)]
            if Int(span.count) == key.count,
                bytes.withUnsafeBytes({ key.count == 0 || memcmp($0.baseAddress! + Int(span.start), key.baseAddress!, key.count) == 0 })
            {
                return slot
            }
            slot = (slot + 1) & mask
        }
    }

    @inlinable static func withUTF8<Result>(of name: some StringProtocol, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        var copy = String(name)
        return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
