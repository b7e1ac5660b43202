import ArchlintBase
import ArchlintProject
import ArchlintDiscovery
import ArchlintFacts

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fact cache: each file's facts, keyed by the hash of its contents, plus the file's status
/// (size, times, inode) when it was last verified, so an unchanged file is neither read nor lexed.
///
/// One file per linted root: the encoded facts of every file, then an index of them. A run reads
/// the index at the start and each file's facts when it needs them; when anything changed it
/// appends the new facts and a new index under a lock, or, when most of the file is outdated,
/// writes a whole new file next to it and renames it over (runs sharing the cache never see half
/// of one). Every entry carries a checksum. A cache that is unreadable, truncated,
/// corrupt or written by another version of archlint is ignored and rebuilt: the cache can make a
/// run faster, never different.
public final class FactCache: @unchecked Sendable {
    /// Where a file's facts are in the cache file, and what the file was like when they were stored.
    struct Entry {
        var status: FileStatus
        var contentHash: UInt64
        /// When the content was hashed (nanoseconds since 1970), taken before reading it.
        var verifiedAt: Int64
        var offset: Int
        var length: Int
        var checksum: UInt64
    }

    /// How a file's facts were obtained in this run.
    public enum Outcome: Sendable {
        /// The file's status matched: not read at all.
        case statusHit
        /// Read and hashed; the hash matched (a fresh checkout, a touched file).
        case contentHit
        /// Read and extracted.
        case miss
    }

    /// Times closer than this to when a file was verified do not prove it unchanged: a file
    /// written twice within one timestamp tick keeps its modification time (coarse clocks tick
    /// once a second, FAT once every two).
    public static let defaultRacyWindow: Int64 = 2_000_000_000

    static let magic = Array("archlint fact cache\n".utf8)

    /// The archlint version and the fact encoding's revision: facts extracted by any other
    /// archlint are not trusted. No configuration option changes what is extracted from a file.
    public static let defaultKey = "archlint \(ArchlintVersion.current), facts revision \(SourceFacts.encodingRevision)"

    public let path: String
    /// Why the existing cache file was not used, for `ARCHLINT_TIMING` and tests.
    public private(set) var rejection: String?
    private let key: String
    private let racyWindow: Int64
    private var descriptor: Int32 = -1
    private var entries: [String: Entry] = [:]
    /// Where the index of the existing file starts (its blobs end there), and the file's identity:
    /// an update appends to that file only if it is still the one that was read.
    private var indexOffset = 0
    private var fileIdentity: FileStatus?

    /// Opens the cache for `root` in `directory`; a missing or unusable file gives an empty cache.
    /// `key` names everything besides a file's contents that its facts depend on.
    public init(directory: String, root: String, key: String = FactCache.defaultKey, racyWindow: Int64 = FactCache.defaultRacyWindow) {
        path = directory + "/facts-" + String(ContentHash.xxh64(root), radix: 16) + ".cache"
        self.key = key
        self.racyWindow = racyWindow
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        do {
            // An update appends under an exclusive lock; under a shared one the index read is whole.
            flock(descriptor, LOCK_SH)
            defer { flock(descriptor, LOCK_UN) }
            entries = try readIndex()
            CachePruning.markUsed(descriptor: descriptor)
        } catch {
            rejection = "\(error)"
            entries = [:]
            close(descriptor)
            descriptor = -1
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    public var isEmpty: Bool { entries.isEmpty }

    // MARK: Looking facts up

    /// The content hash stored for a file whose status is what it was when its facts were stored,
    /// if that status was taken long enough after the file last changed to be trusted: the file
    /// need not be read.
    public func unchangedContentHash(_ path: String, status: FileStatus) -> UInt64? {
        guard let entry = entries[path], entry.status == status,
            max(status.modified, status.changed) < entry.verifiedAt - racyWindow
        else { return nil }
        return entry.contentHash
    }

    /// Whether the cache holds facts for some content of the file: only then can its status prove
    /// it unchanged (an empty cache needs no status before the file is read).
    public func hasEntry(_ path: String) -> Bool {
        entries[path] != nil
    }

    /// Whether the cache holds facts for this content of the file.
    public func holds(_ path: String, contentHash: UInt64) -> Bool {
        entries[path]?.contentHash == contentHash
    }

    /// The facts of a file whose contents hash to `contentHash` (`scratch` and `interner` are the
    /// caller's, one per thread); nil when the entry is missing or cannot be read back.
    public func facts(_ path: String, contentHash: UInt64, scratch: inout [UInt8], interner: FactInterner) -> SourceFacts? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return decode(entry, scratch: &scratch, interner: interner)
    }

    /// Where a file's facts are in the cache file: a later run reads them there without reading
    /// the index, while the file is the same one (an update appends, or writes a new file; it
    /// never moves what is stored).
    public struct Location: Sendable, Equatable {
        public var offset: Int
        public var length: Int
        public var checksum: UInt64

        public init(offset: Int, length: Int, checksum: UInt64) {
            self.offset = offset
            self.length = length
            self.checksum = checksum
        }
    }

    /// The cache file read, as its device and inode; nil when there was none.
    public var fileID: (device: UInt64, inode: UInt64)? {
        fileIdentity.map { ($0.device, $0.inode) }
    }

    /// Where the facts of a file with this content are.
    public func location(_ path: String, contentHash: UInt64) -> Location? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return Location(offset: entry.offset, length: entry.length, checksum: entry.checksum)
    }

    private func decode(_ entry: Entry, scratch: inout [UInt8], interner: FactInterner) -> SourceFacts? {
        Self.decode(Location(offset: entry.offset, length: entry.length, checksum: entry.checksum), from: descriptor, scratch: &scratch, interner: interner)
    }

    /// The facts stored at `location` of the file open as `descriptor`, checked against their
    /// checksum; nil when they do not read back.
    static func decode(_ location: Location, from descriptor: Int32, scratch: inout [UInt8], interner: FactInterner) -> SourceFacts? {
        if scratch.count < location.length { scratch = [UInt8](repeating: 0, count: location.length) }
        let complete = scratch.withUnsafeMutableBytes { buffer in
            readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<location.length]), at: location.offset)
        }
        guard complete, scratch.withUnsafeBytes({ ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: $0[..<location.length])) }) == location.checksum
        else { return nil }
        return scratch.withUnsafeBytes { raw in
            var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: raw[..<location.length]))
            guard let facts = try? SourceFacts(from: &reader, interner: interner), reader.isAtEnd else { return nil }
            return facts
        }
    }

    /// Reads an entry's bytes and checks them against its checksum.
    private func readBlob(_ entry: Entry, into scratch: inout [UInt8]) -> Bool {
        if scratch.count < entry.length { scratch = [UInt8](repeating: 0, count: entry.length) }
        let complete = scratch.withUnsafeMutableBytes { buffer in
            Self.readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<entry.length]), at: entry.offset)
        }
        return complete && scratch.withUnsafeBytes { ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: $0[..<entry.length])) } == entry.checksum
    }

    // MARK: Storing a run

    /// What a run learnt about one file, to be stored.
    public struct Record: Sendable {
        public var path: String
        public var outcome: Outcome
        /// For content hits and misses: the file's status when read, its hash, when it was hashed.
        public var status: FileStatus?
        public var contentHash: UInt64
        public var verifiedAt: Int64
        /// For misses: the facts to store.
        public var facts: SourceFacts?
        /// For misses whose `facts` hold only the literals a lint keeps: all of them, encoded
        /// (`SourceFacts.encodeLiterals(into:)`), which is what the cache stores.
        public var literals: [UInt8]?

        /// The stored entry is kept as it is.
        public static func statusHit(_ path: String) -> Record {
            Record(path: path, outcome: .statusHit, status: nil, contentHash: 0, verifiedAt: 0, facts: nil, literals: nil)
        }

        public static func verified(
            _ path: String, status: FileStatus, contentHash: UInt64, verifiedAt: Int64, extracted facts: consuming SourceFacts?,
            literals: consuming [UInt8]? = nil
        ) -> Record {
            Record(
                path: path, outcome: facts == nil ? .contentHit : .miss, status: status, contentHash: contentHash, verifiedAt: verifiedAt,
                facts: facts, literals: literals)
        }

        /// Writes the facts as the cache stores them, then lets go of them.
        mutating func encodeFacts(into encoder: inout BinaryWriter) {
            // Taken out to be encoded: `facts!` would copy them.
            facts.take()!.encode(into: &encoder, literals: literals)
            literals = nil
        }
    }

    /// What one run did with the cache.
    public struct Summary: Sendable, CustomStringConvertible {
        public var statusHits = 0
        public var contentHits = 0
        public var misses = 0
        /// Whether the cache file was rewritten.
        public var saved = false
        /// Why the cache file could not be written (the run goes on without it).
        public var saveError: String?

        public var description: String {
            "\(statusHits) unchanged, \(contentHits) same content, \(misses) extracted\(saved ? ", cache written" : "")"
        }
    }

    /// The summary of the last `store` call.
    public private(set) var summary: Summary?

    /// Saves a run's records when they change anything (new, changed or removed files, files
    /// verified again); a failure to write is reported in the summary, never thrown. Each record's
    /// facts are let go of once written: given the only copy of the records, the facts no one else
    /// holds (the string literals a lint does not keep) are freed as the file is written.
    @discardableResult
    public func store(_ records: consuming [Record]) -> Summary {
        var summary = Summary()
        for position in records.indices {
            switch records[position].outcome {
            case .statusHit: summary.statusHits += 1
            case .contentHit: summary.contentHits += 1
            case .miss: summary.misses += 1
            }
        }
        if summary.contentHits + summary.misses > 0 || records.count != entries.count {
            do {
                try save(&records)
                summary.saved = true
            } catch {
                summary.saveError = "fact cache not written: \(error)"
            }
        }
        self.summary = summary
        return summary
    }

    struct Rejected: Error, CustomStringConvertible {
        var description: String
    }

    /// Updates the cache file: in place when it can (the new facts appended after the existing
    /// ones, then a new index), else by writing a whole new file.
    private func save(_ records: inout [Record]) throws {
        if try append(&records) { return }
        try rewrite(&records)
    }

    /// Appends the facts of extracted files and writes a new index after them, under an exclusive
    /// lock, when the file is still the one read and at least half of it stays in use. Readers
    /// read the index under a shared lock, and the facts it points to are never overwritten.
    private func append(_ records: inout [Record]) throws -> Bool {
        guard descriptor >= 0, let identity = fileIdentity else { return false }
        var live = 0
        var fresh: [Int] = []
        for (position, record) in records.enumerated() {
            if record.facts != nil {
                fresh.append(position)
            } else if let entry = entries[record.path] {
                live += entry.length
            } else {
                return false
            }
        }
        guard live * 2 >= indexOffset else { return false }  // mostly garbage: rewrite instead
        let writer = open(path, O_RDWR | O_CLOEXEC)
        guard writer >= 0 else { return false }
        defer { close(writer) }
        guard flock(writer, LOCK_EX) == 0 else { return false }
        defer { flock(writer, LOCK_UN) }
        var status = stat()
        guard fstat(writer, &status) == 0, UInt64(status.st_ino) == identity.inode, UInt64(status.st_dev) == identity.device,
            Int(status.st_size) == identity.size
        else { return false }
        var offset = indexOffset
        var placed: [String: (offset: Int, length: Int, checksum: UInt64)] = [:]
        var encoder = BinaryWriter(capacity: Self.encoderCapacity)
        for position in fresh {
            encoder.removeAll(keepingCapacityUpTo: Self.encoderCapacity)
            records[position].encodeFacts(into: &encoder)
            try encoder.withUnsafeBytes { try Self.writeFully(writer, $0, at: offset) }
            placed[records[position].path] = (offset, encoder.count, encoder.withUnsafeBytes { ContentHash.xxh64($0) })
            offset += encoder.count
        }
        var index = BinaryWriter(capacity: records.count * 64)
        index.write(UInt64(records.count))
        for record in records {
            let stored = entries[record.path]
            let blob = placed[record.path] ?? (stored!.offset, stored!.length, stored!.checksum)
            writeIndexEntry(record, stored: stored, offset: blob.offset, length: blob.length, checksum: blob.checksum, into: &index)
        }
        var trailer = BinaryWriter()
        trailer.writeFixed(UInt64(offset))
        trailer.writeFixed(index.withUnsafeBytes { ContentHash.xxh64($0) })
        trailer.withUnsafeBytes { index.append($0) }
        try index.withUnsafeBytes { try Self.writeFully(writer, $0, at: offset) }
        guard ftruncate(writer, off_t(offset + index.count)) == 0 else {
            throw AtomicFile.WriteError(path: path, reason: String(cString: strerror(errno)))
        }
        return true
    }

    /// Room for the facts of most files; the few larger ones get a buffer of their own.
    private static let encoderCapacity = 1 << 16

    private static func writeFully(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        var done = 0
        while done < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw AtomicFile.WriteError(path: "fact cache", reason: String(cString: strerror(errno))) }
            done += count
        }
    }

    private func writeIndexEntry(_ record: Record, stored: Entry?, offset: Int, length: Int, checksum: UInt64, into index: inout BinaryWriter) {
        let status = record.status ?? stored!.status
        index.write(record.path)
        index.write(status.size)
        index.write(Int(status.modified))
        index.write(Int(status.changed))
        index.write(status.device)
        index.write(status.inode)
        index.write(Int(record.status == nil ? stored!.verifiedAt : record.verifiedAt))
        index.writeFixed(record.status == nil ? stored!.contentHash : record.contentHash)
        index.write(UInt64(offset))
        index.write(UInt64(length))
        index.writeFixed(checksum)
    }

    /// Writes the blobs (new ones encoded, kept ones copied from the old file) through one reused
    /// buffer, so memory stays flat, then the index and the trailer, into a new file renamed over
    /// the old one.
    private func rewrite(_ records: inout [Record]) throws {
        try AtomicFile.createDirectories(RelativePath.parent(of: path))
        let file = try AtomicFile.Stream(path)
        var header = BinaryWriter()
        header.append(FactCache.magic)
        header.write(key)
        try header.withUnsafeBytes { try file.append($0) }
        var offset = header.count
        var entriesIndex = BinaryWriter(capacity: records.count * 64)
        var written = 0
        var scratch: [UInt8] = []
        var encoder = BinaryWriter(capacity: Self.encoderCapacity)
        for position in records.indices {
            let stored = entries[records[position].path]
            guard records[position].status != nil || stored != nil else { preconditionFailure("a status hit without an entry") }
            encoder.removeAll(keepingCapacityUpTo: Self.encoderCapacity)
            if records[position].facts != nil {
                records[position].encodeFacts(into: &encoder)
            } else if let stored, readBlob(stored, into: &scratch) {
                encoder.append(scratch[..<stored.length])
            } else {
                continue  // a damaged entry is dropped: the next run extracts the file again
            }
            writeIndexEntry(
                records[position], stored: stored, offset: offset, length: encoder.count, checksum: encoder.withUnsafeBytes { ContentHash.xxh64($0) },
                into: &entriesIndex)
            try encoder.withUnsafeBytes { try file.append($0) }
            offset += encoder.count
            written += 1
        }
        var index = BinaryWriter(capacity: entriesIndex.count + 10)
        index.write(UInt64(written))
        entriesIndex.withUnsafeBytes { index.append($0) }
        _ = consume entriesIndex
        var trailer = BinaryWriter()
        trailer.writeFixed(UInt64(offset))
        trailer.writeFixed(index.withUnsafeBytes { ContentHash.xxh64($0) })
        try index.withUnsafeBytes { try file.append($0) }
        try trailer.withUnsafeBytes { try file.append($0) }
        try file.commit()
    }

    // MARK: Reading the index

    /// Checks the header, finds the index through the trailer, checks its checksum and reads it.
    private func readIndex() throws -> [String: Entry] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Rejected(description: String(cString: strerror(errno))) }
        let size = Int(status.st_size)
        let keyBytes = Array(key.utf8)
        let headerLength = FactCache.magic.count + 10 + keyBytes.count
        guard size >= headerLength + 16 else { throw Rejected(description: "too short") }
        var header = [UInt8](repeating: 0, count: headerLength)
        try readOrReject(&header, at: 0)
        let (indexOffset, indexChecksum, headerEnd) = try header.withUnsafeBytes { raw -> (UInt64, UInt64, Int) in
            guard raw.starts(with: FactCache.magic) else { throw Rejected(description: "not an archlint fact cache") }
            var reader = BinaryReader(raw, offset: FactCache.magic.count)
            let writtenKey = (try? reader.readString()) ?? "an unknown version"
            guard writtenKey == key else { throw Rejected(description: "written by \(writtenKey)") }
            var trailer = [UInt8](repeating: 0, count: 16)
            try readOrReject(&trailer, at: size - 16)
            return try trailer.withUnsafeBytes { trailerBytes in
                var trailerReader = BinaryReader(trailerBytes)
                return (try trailerReader.readFixed(), try trailerReader.readFixed(), reader.offset)
            }
        }
        guard indexOffset >= UInt64(headerEnd), indexOffset <= UInt64(size - 16) else { throw Rejected(description: "bad index offset") }
        self.indexOffset = Int(indexOffset)
        fileIdentity = FileStatus(size: size, modified: 0, changed: 0, device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        var index = [UInt8](repeating: 0, count: size - 16 - Int(indexOffset))
        try readOrReject(&index, at: Int(indexOffset))
        guard index.withUnsafeBytes({ ContentHash.xxh64($0) }) == indexChecksum else { throw Rejected(description: "index checksum mismatch") }
        return try index.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            let count = try reader.readCount()
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.readString()
                let status = FileStatus(
                    size: try reader.readInt(), modified: Int64(try reader.readInt()), changed: Int64(try reader.readInt()),
                    device: try reader.readUInt64(), inode: try reader.readUInt64())
                let verifiedAt = Int64(try reader.readInt())
                let contentHash = try reader.readFixed()
                let offset = try reader.readUInt64()
                let length = try reader.readUInt64()
                let checksum = try reader.readFixed()
                guard offset >= UInt64(headerEnd), length <= indexOffset, offset <= indexOffset - length else {
                    throw Rejected(description: "entry outside the file")
                }
                entries[path] = Entry(
                    status: status, contentHash: contentHash, verifiedAt: verifiedAt, offset: Int(offset), length: Int(length), checksum: checksum)
            }
            guard reader.isAtEnd else { throw Rejected(description: "trailing bytes in the index") }
            return entries
        }
    }

    private func readOrReject(_ buffer: inout [UInt8], at offset: Int) throws {
        let complete = buffer.withUnsafeMutableBytes { Self.readFully(descriptor, into: $0, at: offset) }
        guard complete else { throw Rejected(description: "truncated") }
    }

    /// `pread` until the buffer is full; false on an error or an early end of file.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }
}

/// A fact cache file opened to read facts at known locations (`FactCache.Location`), without
/// reading its index: what a focused lint starting from a graph snapshot does.
public final class FactCacheFile: @unchecked Sendable {
    private let descriptor: Int32

    /// The cache file of `root` in `directory`, if it is still the one `device` and `inode` name.
    public init?(directory: String, root: String, device: UInt64, inode: UInt64) {
        descriptor = open(directory + "/facts-" + String(ContentHash.xxh64(root), radix: 16) + ".cache", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, UInt64(status.st_dev) == device, UInt64(status.st_ino) == inode else {
            close(descriptor)
            return nil
        }
        CachePruning.markUsed(descriptor: descriptor)
    }

    deinit {
        close(descriptor)
    }

    /// The facts at `location`, from any thread; nil when they do not read back.
    public func facts(at location: FactCache.Location) -> SourceFacts? {
        var scratch: [UInt8] = []
        return FactCache.decode(location, from: descriptor, scratch: &scratch, interner: FactInterner())
    }
}
