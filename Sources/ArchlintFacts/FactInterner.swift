import ArchlintBase

/// One shared copy of the texts that repeat across files (`EventLoopFuture<Void>`,
/// `["public", "static"]`): a repository's facts stay in memory for the whole run, and most of
/// their heap blocks would otherwise be copies of the same few thousand strings and lists.
///
/// Texts are looked up by their UTF-8 bytes (lists by their encoded bytes), so reading cached
/// facts finds a text it has seen before without building a `String` first. Not thread-safe:
/// each worker keeps its own (inside its `FactExtractor`).
public final class FactInterner {
    // Used by one thread (see above), so its tables need no exclusivity checks.
    @exclusivity(unchecked) private var strings = StringTable()
    @exclusivity(unchecked) private var lists = ByteKeyedTable<[String]>()
    /// Members' attributes and modifiers by their encoded bytes (the two lists one after the other).
    @exclusivity(unchecked) private var memberDecorations = ByteKeyedTable<MemberDecorations>()
    /// Parameter lists by their encoded bytes (read from the cache) and by their source text.
    @exclusivity(unchecked) private var parameterLists = ByteKeyedTable<[MemberFact.Parameter]>()
    @exclusivity(unchecked) private var writtenParameterLists = ByteKeyedTable<[MemberFact.Parameter]>()
    @exclusivity(unchecked) private var unlabeledParameterLists = ByteKeyedTable<[MemberFact.Parameter]>()
    @exclusivity(unchecked) private var scratch = BinaryWriter(capacity: 256)

    public init() {}

    /// A table starts again when it holds this many entries: texts repeat mostly within a
    /// repository, and the tables of a whole run, one set per worker, took 16 MB of the benchmark
    /// corpus's 128 MB heap peak.
    static let tableLimit = 1 << 14

    /// The string of some UTF-8 bytes, shared when it was seen before. (Strings of up to 15 bytes
    /// live inside the `String` value itself; only longer ones have a heap block worth sharing.)
    func string(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count > 15 else { return String(utf8Bytes: bytes) }
        return strings.string(bytes)
    }

    public func intern(_ list: [String]) -> [String] {
        // Never `list` itself: it may be a buffer its caller reuses, with room to spare.
        guard !list.isEmpty else { return [] }
        scratch.removeAll()
        scratch.write(list)
        return scratch.withUnsafeBytes { lists.value(for: $0) { list.exactCopy() } }
    }

    /// A member's attributes and modifiers (each list interned already), shared with the
    /// members that have the same.
    func decorations(attributes: [String], modifiers: [String]) -> MemberDecorations {
        guard !attributes.isEmpty || !modifiers.isEmpty else { return .none }
        scratch.removeAll()
        scratch.write(attributes)
        scratch.write(modifiers)
        return scratch.withUnsafeBytes { memberDecorations.value(for: $0) { MemberDecorations(attributes: attributes, modifiers: modifiers) } }
    }

    /// A member's attributes and modifiers read from their encoded bytes, shared when the same
    /// bytes were read before.
    func decorations(_ encoded: UnsafeRawBufferPointer, decode: () throws -> MemberDecorations) rethrows -> MemberDecorations {
        if encoded.count == 2 { return .none }  // two counts of zero
        return try memberDecorations.value(for: encoded, orMake: decode)
    }

    /// The parameter list written as `written` (a parenthesized clause as in the source, with
    /// `unlabeled` as it was parsed), parsed by `parse` only the first time those bytes are seen.
    func parameters(
        written: UnsafeRawBufferPointer, unlabeled: Bool, parse: () -> [MemberFact.Parameter]
    ) -> [MemberFact.Parameter] {
        unlabeled ? unlabeledParameterLists.value(for: written, orMake: parse) : writtenParameterLists.value(for: written, orMake: parse)
    }

    /// A parameter list read from its encoded bytes, shared when the same bytes were read before.
    func parameters(_ encoded: UnsafeRawBufferPointer, decode: () throws -> [MemberFact.Parameter]) rethrows -> [MemberFact.Parameter] {
        if encoded.count == 1 { return [] }  // a count of zero
        return try parameterLists.value(for: encoded, orMake: decode)
    }

    /// A list read from its encoded bytes, shared when the same bytes were read before.
    func list(_ encoded: UnsafeRawBufferPointer, decode: () throws -> [String]) rethrows -> [String] {
        if encoded.count == 1 { return [] }  // a count of zero
        return try lists.value(for: encoded, orMake: decode)
    }
}

/// Open addressing over entry numbers: where each entry of a table is, by its hash. The table
/// keeps the entries and says whether one matches.
struct HashSlots {
    private var slots = [Int32](repeating: -1, count: 1024)
    private var hashes: [UInt64] = []

    /// The entry with `hash` for which `matches` holds, or nil and the slot to add it at.
    func find(_ hash: UInt64, matches: (Int) -> Bool) -> (entry: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if hashes[entry] == hash, matches(entry) { return (entry, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// Records the next entry, of `hash`, at `slot` (from the `find` that missed it).
    mutating func add(_ hash: UInt64, at slot: Int) {
        slots[slot] = Int32(hashes.count)
        hashes.append(hash)
        if hashes.count * 2 > slots.count { grow() }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }
}

/// A hash table from byte strings to values, with the keys copied into one buffer: a lookup that
/// hits allocates nothing.
struct ByteKeyedTable<Value> {
    private var slots = HashSlots()
    private var keyRanges: [Range<Int>] = []
    private var keys: [UInt8] = []
    private var values: [Value] = []

    mutating func value(for key: UnsafeRawBufferPointer, orMake make: () throws -> Value) rethrows -> Value {
        let hash = TableHash.of(key)
        let found = slots.find(hash) { entry in
            keyRanges[entry].count == key.count
                && keys.withUnsafeBytes { memcmp($0.baseAddress! + keyRanges[entry].lowerBound, key.baseAddress!, key.count) == 0 }
        }
        if let entry = found.entry { return values[entry] }
        let value = try make()
        if values.count == FactInterner.tableLimit {
            self = ByteKeyedTable()
            return value
        }
        keyRanges.append(keys.count..<(keys.count + key.count))
        keys.append(contentsOf: key)
        values.append(value)
        slots.add(hash, at: found.slot)
        return value
    }
}

/// A hash table of strings by their UTF-8 bytes, compared with each string's own bytes: unlike
/// `ByteKeyedTable`, no second copy of every text while a repository is read.
struct StringTable {
    private var slots = HashSlots()
    private var values: [String] = []

    mutating func string(_ bytes: UnsafeRawBufferPointer) -> String {
        let hash = TableHash.of(bytes)
        let found = slots.find(hash) { entry in
            values[entry].utf8.withContiguousStorageIfAvailable { stored in
                stored.count == bytes.count && memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            } ?? values[entry].utf8.elementsEqual(bytes)
        }
        if let entry = found.entry { return values[entry] }
        let value = String(decoding: bytes, as: UTF8.self)
        if values.count == FactInterner.tableLimit {
            self = StringTable()
            return value
        }
        values.append(value)
        slots.add(hash, at: found.slot)
        return value
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
