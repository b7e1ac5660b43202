import ArchlintBase
import ArchlintCache
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph
@testable import ArchlintKit
import ArchlintRules
import Foundation

/// archlint's own cache files, whose every part is behind a checksum: the first byte chooses what
/// the rest is, and checksums are recomputed so that mutations reach the decoders.
/// - 0: a file's facts as the fact cache stores them (decoded, then encoded and decoded again: the same facts);
/// - 1: a fact cache file (its index and each entry's checksum fixed up); every entry is looked up,
///   then the cache is updated, in place and by a rewrite;
/// - 2: a stored lint result;
/// - 3: a graph snapshot's two sections, its file tables (then their length, 8 bytes) and the
///   graph, restored over the repository of the fixture app the seeds come from.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let payload = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    switch data[0] % 4 {
    case 0: checkFacts(payload)
    case 1: checkFactCache(Array(payload))
    case 2: checkLintResult(payload)
    default: checkGraphSnapshot(payload)
    }
    return 0
}

let fixture = String(#filePath.prefix(upTo: #filePath.range(of: "/Tools/Fuzz/")!.lowerBound)) + "/Fixtures/layered-mvvm/violating"

/// The fixture's repository, read once: the files a snapshot's graph is restored over.
let fixtureRepository: RepositoryFacts = {
    let reader = RepositoryReader()
    var survey = reader.survey(root: fixture)
    return reader.facts(of: &survey).repository
}()

func checkGraphSnapshot(_ payload: UnsafeRawBufferPointer) {
    var reader = BinaryReader(payload)
    guard let length = try? reader.readFixed(), length <= UInt64(payload.count - reader.offset),
        let tablesBytes = try? reader.readBytes(Int(length))
    else { return }
    var tablesReader = BinaryReader(tablesBytes)
    let tables = try? SnapshotFileTables(restoring: &tablesReader)
    guard var graph = try? DependencyGraph(restoring: &reader, repository: fixtureRepository), let tables else { return }
    // Adopted tables may still disagree with the graph in ways no count tells: reading them must not trap.
    guard (try? graph.adopt(tables)) != nil else { return }
    for file in graph.repository.files.indices { _ = graph.imports(ofFile: file) }
}

let key = "archlint fuzzing"
let root = "/fuzz/root"
let directory: String = {
    var template = Array((NSTemporaryDirectory() + "/archlint-fuzz-cache.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("no temporary folder") }
    return String(cString: made)
}()

func checkFacts(_ payload: UnsafeRawBufferPointer) {
    var reader = BinaryReader(payload)
    guard let facts = try? SourceFacts(from: &reader) else { return }
    var writer = BinaryWriter()
    facts.encode(into: &writer)
    let again = writer.bytes.withUnsafeBytes { raw -> SourceFacts? in
        var reader = BinaryReader(raw)
        return try? SourceFacts(from: &reader)
    }
    guard again == facts else { fatalError("facts decoded from the cache do not survive being written and read again") }
}

/// An index entry as the harness finds it (leniently), with where its checksum is.
struct IndexEntry {
    var path: String
    var contentHash: UInt64
    var offset: Int
    var length: Int
    var checksumOffset: Int
}

func checkFactCache(_ file: [UInt8]) {
    var file = file
    fixChecksums(&file)
    let cache = FactCache(directory: directory, root: root, key: key)
    let path = cache.path
    defer { unlink(path) }
    guard FileManager.default.createFile(atPath: path, contents: Data(file)) else { fatalError("cannot write \(path)") }
    let opened = FactCache(directory: directory, root: root, key: key)
    var scratch: [UInt8] = []
    var records: [FactCache.Record] = []
    for entry in indexEntries(file) ?? [] where opened.holds(entry.path, contentHash: entry.contentHash) {
        _ = opened.facts(entry.path, contentHash: entry.contentHash, scratch: &scratch, interner: FactInterner())
        records.append(.statusHit(entry.path))
    }
    let status = FileStatus(size: 1, modified: 1, changed: 1, device: 1, inode: 1)
    let fresh = FactExtractor().extract("import Foundation\nstruct Fuzzed {}\n")
    // In place (the new facts appended), then a whole new file without the entries read.
    opened.store(records + [.verified("Fresh.swift", status: status, contentHash: 1, verifiedAt: 2, extracted: fresh)])
    let reopened = FactCache(directory: directory, root: root, key: key)
    guard reopened.facts("Fresh.swift", contentHash: 1, scratch: &scratch, interner: FactInterner()) == fresh || reopened.rejection != nil
    else { fatalError("facts stored in a cache are not read back") }
    reopened.store([.verified("Other.swift", status: status, contentHash: 2, verifiedAt: 2, extracted: fresh)])
}

/// Recomputes each entry's checksum (when the index reads) and the index's checksum in the trailer.
func fixChecksums(_ file: inout [UInt8]) {
    guard file.count >= 16 else { return }
    let indexOffset = Int(truncatingIfNeeded: file.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: file.count - 16, as: UInt64.self) })
    guard indexOffset >= 0, indexOffset <= file.count - 16 else { return }
    for entry in indexEntries(file) ?? [] where entry.offset >= 0 && entry.length >= 0 && entry.offset <= indexOffset - entry.length {
        let checksum = file.withUnsafeBytes { ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: $0[entry.offset..<(entry.offset + entry.length)])) }
        withUnsafeBytes(of: checksum.littleEndian) { file.replaceSubrange(entry.checksumOffset..<(entry.checksumOffset + 8), with: $0) }
    }
    let checksum = file.withUnsafeBytes { ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: $0[indexOffset..<(file.count - 16)])) }
    withUnsafeBytes(of: checksum.littleEndian) { file.replaceSubrange((file.count - 8)..<file.count, with: $0) }
}

func indexEntries(_ file: [UInt8]) -> [IndexEntry]? {
    guard file.count >= 16 else { return nil }
    let indexOffset = Int(truncatingIfNeeded: file.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: file.count - 16, as: UInt64.self) })
    guard indexOffset >= 0, indexOffset <= file.count - 16 else { return nil }
    return file.withUnsafeBytes { raw in
        var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: raw[..<(file.count - 16)]), offset: indexOffset)
        guard let count = try? reader.readCount() else { return nil }
        var entries: [IndexEntry] = []
        for _ in 0..<count {
            guard let path = try? reader.readString() else { return entries }
            for _ in 0..<6 { guard (try? reader.readUInt64()) != nil else { return entries } }
            guard let hash = try? reader.readFixed(), let offset = try? reader.readUInt64(), let length = try? reader.readUInt64(),
                reader.offset + 8 <= file.count - 16
            else { return entries }
            entries.append(IndexEntry(
                path: path, contentHash: hash, offset: Int(truncatingIfNeeded: offset), length: Int(truncatingIfNeeded: length),
                checksumOffset: reader.offset))
            _ = try? reader.readFixed()
        }
        return entries
    }
}

func checkLintResult(_ payload: UnsafeRawBufferPointer) {
    /// A stored lint result: the files its projects were read from, then the outcome.
    func decode(_ raw: UnsafeRawBufferPointer) -> (projects: ResultMemo.ProjectInputs, outcome: ResultMemo.Outcome)? {
        var reader = BinaryReader(raw)
        guard let projects = try? ResultMemo.decodeProjectInputs(&reader), let outcome = try? ResultMemo.decode(&reader) else { return nil }
        return (projects, outcome)
    }
    guard let stored = decode(payload) else { return }
    var writer = BinaryWriter()
    ResultMemo.encode(stored.projects, into: &writer)
    ResultMemo.encode(stored.outcome, into: &writer)
    let again = writer.bytes.withUnsafeBytes { decode($0) }
    guard let again, again.outcome == stored.outcome, again.projects.buildSources == stored.projects.buildSources,
        again.projects.referencedFiles.map(\.path) == stored.projects.referencedFiles.map(\.path),
        again.projects.referencedFiles.map(\.hash) == stored.projects.referencedFiles.map(\.hash)
    else { fatalError("a stored lint result does not survive being written and read again") }
}

/// With `ARCHLINT_FUZZ_SEEDS=FOLDER`, writes seeds of each kind into FOLDER, from the fixture app
/// Fixtures/layered-mvvm/violating: its files' facts, a fact cache of them, its lint result.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard let seeds = ProcessInfo.processInfo.environment["ARCHLINT_FUZZ_SEEDS"] else { return 0 }
    func seed(_ name: String, _ selector: UInt8, _ bytes: [UInt8]) {
        FileManager.default.createFile(atPath: "\(seeds)/\(name)", contents: Data([selector] + bytes))
    }
    let walk = FileWalker().walk(root: fixture)
    var records: [FactCache.Record] = []
    let extractor = FactExtractor()
    for (number, file) in walk.sources.prefix(40).enumerated() {
        guard let text = try? String(contentsOfFile: file.absolutePath, encoding: .utf8) else { continue }
        let facts = extractor.extract(text)
        var writer = BinaryWriter()
        facts.encode(into: &writer)
        if number < 12 { seed("facts-\(number)", 0, writer.bytes) }
        let status = FileStatus(size: text.utf8.count, modified: 1, changed: 1, device: 1, inode: UInt64(number))
        records.append(.verified(file.path, status: status, contentHash: UInt64(number), verifiedAt: 2, extracted: facts))
    }
    let cache = FactCache(directory: directory, root: root, key: key)
    cache.store(records)
    if let bytes = FileManager.default.contents(atPath: cache.path) { seed("fact-cache", 1, Array(bytes)) }
    unlink(cache.path)
    var linter = Linter(configuration: (try? Linter.configurationLoader.load(file: nil, presets: ["layered-mvvm"])) ?? Configuration())
    linter.focus = nil
    guard let (report, _) = try? linter.lint(root: fixture) else { fatalError("the fixture \(fixture) could not be linted") }
    let outcome = ResultMemo.Outcome(
        findings: report.findings, diagnostics: report.diagnostics + [Diagnostic(.warning, "seed", file: "a.swift", line: 1, column: 2)],
        suppressed: report.suppressed.map { ResultMemo.Suppressed(finding: $0.finding, reason: $0.reason) }, filesChecked: report.filesChecked)
    var writer = BinaryWriter()
    ResultMemo.encode(ResultMemo.ProjectInputs(referencedFiles: [("App.xcconfig", 42), ("Missing.xcconfig", nil)], buildSources: ["Project.swift"]), into: &writer)
    ResultMemo.encode(outcome, into: &writer)
    seed("lint-result", 2, writer.bytes)
    let graph = DependencyGraph(repository: fixtureRepository, workers: 1)
    var tables = BinaryWriter()
    graph.encodeFileTables(into: &tables)
    var snapshot = BinaryWriter()
    snapshot.writeFixed(UInt64(tables.bytes.count))
    snapshot.append(tables.bytes)
    graph.encodeSnapshot(into: &snapshot)
    seed("graph-snapshot", 3, snapshot.bytes)
    return 0
}
