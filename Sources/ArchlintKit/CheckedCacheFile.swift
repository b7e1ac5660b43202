import ArchlintBase
import ArchlintCache
import ArchlintDiscovery
import ArchlintProject

/// A file archlint keeps between runs (the last lint result, the graph snapshot): a line naming
/// what it holds, the key it was stored under, a checksum of the body, then the body. Written whole
/// and atomically; one stored under another key, truncated or damaged reads as absent, and the run
/// works its answer out again.
struct CheckedCacheFile {
    let path: String
    let magic: [UInt8]

    /// Writes `body` under `key`, from where it is: a graph snapshot is tens of megabytes, and a
    /// copy of it would be the peak of the run that stores it.
    func write(_ body: borrowing BinaryWriter, key: UInt64) throws {
        var header = BinaryWriter(capacity: magic.count + 16)
        header.append(magic)
        header.writeFixed(key)
        header.writeFixed(body.withUnsafeBytes { ContentHash.xxh64($0) })
        try AtomicFile.createDirectories(RelativePath.parent(of: path))
        let file = try AtomicFile.Stream(path)
        try header.withUnsafeBytes { try file.append($0) }
        try body.withUnsafeBytes { try file.append($0) }
        try file.commit()
    }

    /// What `decode` makes of the body stored under `key`: nil when there is none, or when `decode`
    /// gives nil or throws. A file that decodes is marked used, so pruning keeps it.
    func read<Value>(key: UInt64, initialCapacity: Int, _ decode: (inout BinaryReader) throws -> Value?) -> Value? {
        read(initialCapacity: initialCapacity) { storedKey, reader in storedKey == key ? try decode(&reader) : nil }
    }

    /// What `decode` makes of the body and the key it was stored under, whatever that key is.
    func read<Value>(initialCapacity: Int, _ decode: (_ key: UInt64, inout BinaryReader) throws -> Value?) -> Value? {
        guard case .success(let bytes) = FileReader(initialCapacity: initialCapacity).binaryBytes(path), bytes.starts(with: magic) else {
            return nil
        }
        let value: Value? = bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw, offset: magic.count)
            guard let storedKey = try? reader.readFixed(), let checksum = try? reader.readFixed(),
                ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: raw[reader.offset...])) == checksum
            else { return nil }
            return (try? decode(storedKey, &reader)) ?? nil
        }
        if value != nil { CachePruning.markUsed(path: path) }
        return value
    }
}
