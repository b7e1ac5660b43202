import ArchlintBase

/// Interns names by their UTF-8 bytes, so a name used a thousand times in a file becomes one
/// `String` and a thousand small integers. The strings are made once the file is read, through
/// the interner: a name seen in an earlier file is not made again.
struct NameTable {
    private var slots: [Int32]
    private var hashes: [UInt32] = []
    /// The bytes of every name, back to back; `spans` says where each one is.
    private var arena: [UInt8] = []
    private var spans: [(offset: Int32, count: Int32)] = []
    private var mask: Int

    private let initialSlots: Int

    init(capacity: Int = 256) {
        var size = 64
        while size < capacity * 2 { size <<= 1 }
        initialSlots = size
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// Empties the table for the next file, keeping its room unless a huge file grew it.
    mutating func removeAll() {
        if slots.count > Self.retainedSlots {
            self = NameTable(capacity: initialSlots / 2)
            return
        }
        // Only the slots in use are emptied, each found from its entry's hash: the table keeps
        // the room of the largest file its worker read, and emptying all of it for every file
        // took longer than interning the names of most.
        slots.withUnsafeMutableBufferPointer { slots in
            for (entry, hash) in hashes.enumerated() {
                var slot = Int(hash) & mask
                while slots[slot] != Int32(entry) { slot = (slot + 1) & mask }
                slots[slot] = -1
            }
        }
        hashes.removeAllKeepingCapacity()
        arena.removeAllKeepingCapacity()
        spans.removeAllKeepingCapacity()
    }

    /// Past this many slots (a file of thousands of names) a table starts small again.
    static let retainedSlots = 1 << 13

    @inline(__always)
    static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: TableHash.of(UnsafeRawBufferPointer(start: start, count: count)))
    }

    mutating func intern(_ start: UnsafePointer<UInt8>, count: Int) -> Int32 {
        let hash = NameTable.hash(start, count)
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { break }
            if hashes[Int(entry)] == hash, equals(Int(entry), start, count) { return entry }
            slot = (slot + 1) & mask
        }
        let index = Int32(spans.count)
        spans.append((Int32(arena.count), Int32(count)))
        arena.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        hashes.append(hash)
        slots[slot] = index
        if spans.count * 2 > slots.count { rehash() }
        return index
    }

    mutating func intern(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { intern($0.baseAddress!, count: $0.count) }
    }

    /// The names in the order they were first interned.
    func strings(_ interner: FactInterner) -> [String] {
        arena.withUnsafeBytes { arena in
            spans.map { span in interner.string(UnsafeRawBufferPointer(rebasing: arena[Int(span.offset)..<Int(span.offset + span.count)])) }
        }
    }

    private func equals(_ entry: Int, _ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let span = spans[entry]
        guard Int(span.count) == count else { return false }
        return arena.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(span.offset), start, count) == 0 }
    }

    private mutating func rehash() {
        let size = slots.count * 2
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
