import ArchlintBase

/// A set of names compared by their UTF-8 bytes, with a cheap hash: resolution asks about each
/// component of each distinct name of every file, and `Set<Substring>` spent most of that time
/// on Unicode-normalizing hashes (names that differ only in normalization are different names
/// to Swift's compiler anyway).
struct NameSet: Sendable {
    /// Indices into `spans`, -1 for an empty slot; at most half full.
    private var slots = [Int32](repeating: -1, count: 16)
    private var spans: [(start: Int32, count: Int32)] = []
    private var bytes: [UInt8] = []

    init() {}

    init<Names: Sequence>(_ names: Names) where Names.Element: StringProtocol {
        for name in names { insert(name) }
    }

    var count: Int { spans.count }

    mutating func insert(_ name: some StringProtocol) {
        Self.withUTF8(of: name) { key in
            var slot = slot(of: key)
            guard slots[slot] < 0 else { return }
            slots[slot] = Int32(spans.count)
            spans.append((Int32(bytes.count), Int32(key.count)))
            bytes.append(contentsOf: key)
            guard spans.count * 2 > slots.count else { return }
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for entry in spans.indices {
                slot = self.bytes.withUnsafeBytes { self.slot(of: UnsafeRawBufferPointer(rebasing: $0[Int(spans[entry].start)..<Int(spans[entry].start + spans[entry].count)])) }
                slots[slot] = Int32(entry)
            }
        }
    }

    func contains(_ name: some StringProtocol) -> Bool {
        Self.withUTF8(of: name) { contains(utf8: $0) }
    }

    func contains(utf8 name: UnsafeRawBufferPointer) -> Bool {
        slots[slot(of: name)] >= 0
    }

    /// The slot holding `key`, or the empty one where it would go.
    private func slot(of key: UnsafeRawBufferPointer) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: ContentHash.xxh64(key)) & mask
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

    private static func withUTF8<Result>(of name: some StringProtocol, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        var copy = String(name)
        return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// The names in the order they were first inserted. (Not a `Sequence`: its `contains` would
    /// compare strings one by one, by Swift's string equality.)
    var names: [String] {
        spans.map { span in String(decoding: bytes[Int(span.start)..<Int(span.start + span.count)], as: UTF8.self) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
