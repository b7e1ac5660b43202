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
    @exclusivity(unchecked) private var strings = ByteKeyedTable<String>()
    @exclusivity(unchecked) private var lists = ByteKeyedTable<[String]>()
    /// Parameter lists by their encoded bytes (read from the cache) and by their source text.
    @exclusivity(unchecked) private var parameterLists = ByteKeyedTable<[MemberFact.Parameter]>()
    @exclusivity(unchecked) private var writtenParameterLists = ByteKeyedTable<[MemberFact.Parameter]>()
    @exclusivity(unchecked) private var unlabeledParameterLists = ByteKeyedTable<[MemberFact.Parameter]>()
    @exclusivity(unchecked) private var scratch = BinaryWriter(capacity: 256)

    public init() {}

    /// The string of some UTF-8 bytes, shared when it was seen before. (Strings of up to 15 bytes
    /// live inside the `String` value itself; only longer ones have a heap block worth sharing.)
    func string(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        return strings.value(for: bytes) { String(decoding: bytes, as: UTF8.self) }
    }

    public func intern(_ list: [String]) -> [String] {
        // Never `list` itself: it may be a buffer its caller reuses, with room to spare.
        guard !list.isEmpty else { return [] }
        scratch.removeAll()
        scratch.write(list)
        return scratch.bytes.withUnsafeBytes { lists.value(for: $0) { list.exactCopy() } }
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

/// An open-addressing hash table from byte strings to values, with the keys copied into one
/// buffer: a lookup that hits allocates nothing.
struct ByteKeyedTable<Value> {
    private var slots = [Int32](repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private var keyRanges: [Range<Int>] = []
    private var keys: [UInt8] = []
    private var values: [Value] = []

    mutating func value(for key: UnsafeRawBufferPointer, orMake make: () throws -> Value) rethrows -> Value {
        let hash = ContentHash.xxh64(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if hashes[entry] == hash, keyRanges[entry].count == key.count,
                keys.withUnsafeBytes({ memcmp($0.baseAddress! + keyRanges[entry].lowerBound, key.baseAddress!, key.count) == 0 })
            {
                return values[entry]
            }
            slot = (slot + 1) & mask
        }
        let value = try make()
        slots[slot] = Int32(values.count)
        hashes.append(hash)
        keyRanges.append(keys.count..<(keys.count + key.count))
        keys.append(contentsOf: key)
        values.append(value)
        if values.count * 2 > slots.count { grow() }
        return value
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
