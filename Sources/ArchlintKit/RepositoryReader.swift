import ArchlintBase
import ArchlintCache
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph
import ArchlintManifest

/// The read stage: walk the root, read manifests statically, then read and extract every Swift
/// file on all cores. Results are in path order whatever the number of workers.
public struct RepositoryReader: Sendable {
    public var excludedDirectories: Set<String>
    public var workers: Int
    public var platform: CompilationPlatform
    /// Which Swift sources (relative paths) to read.
    public var sourceFilter: @Sendable (String) -> Bool = { _ in true }
    /// Which manifests to read (a folder excluded from linting is excluded with its packages).
    public var manifestFilter: @Sendable (String) -> Bool = { _ in true }
    /// Where facts of unchanged files come from; nil reads and extracts every file.
    public var cache: FactCache?

    public init(
        excludedDirectories: Set<String> = FileWalker.defaultExcludedDirectories, workers: Int = availableCores,
        platform: CompilationPlatform = .host
    ) {
        self.excludedDirectories = excludedDirectories
        self.workers = workers
        self.platform = platform
    }

    public func read(root: String) -> RepositoryFacts {
        var timer = StageTimer()
        var walk = FileWalker(excludedDirectories: excludedDirectories).walk(root: root)
        timer.lap("walk (\(walk.sources.count) sources, \(walk.manifests.count) manifests)")
        let filter = sourceFilter
        let manifestFilter = self.manifestFilter
        walk.sources.removeAll { !filter($0.path) }
        walk.manifests.removeAll { !manifestFilter($0.path) }
        var diagnostics = walk.diagnostics
        let (manifests, inactive, manifestDiagnostics) = readManifests(walk.manifests)
        diagnostics.append(contentsOf: manifestDiagnostics)
        timer.lap("manifests")
        let map = ModuleMap(manifests: manifests, sourcePaths: walk.sources.map(\.path), rootName: Self.rootName(root))
        let cache = self.cache
        let startedAt = FileStatus.now()
        let results = parallelMap(count: walk.sources.count, workers: workers, makeState: { ReadState() }) {
            index, state -> (SourceFile?, Diagnostic?, FactCache.Record?) in
            let file = walk.sources[index]
            let (facts, record, failure) = Self.facts(of: file, cache: cache, verifiedAt: startedAt, state: &state)
            guard let facts else { return (nil, failure.map { Diagnostic(.warning, $0.message, file: file.path) }, nil) }
            return (SourceFile(path: file.path, module: map.assignment(for: file.path), facts: facts), nil, record)
        }
        timer.lap("read and extract")
        if let cache {
            let summary = cache.store(results.compactMap(\.2))
            timer.lap("fact cache: \(summary)\(cache.rejection.map { "; existing cache ignored: \($0)" } ?? "")")
        }
        var files: [SourceFile] = []
        files.reserveCapacity(results.count)
        for (file, diagnostic, _) in results {
            if let file { files.append(file) }
            if let diagnostic { diagnostics.append(diagnostic) }
        }
        return RepositoryFacts(manifests: manifests, inactiveManifestVariants: inactive, files: files, diagnostics: diagnostics)
    }

    /// What each worker keeps between files.
    final class ReadState {
        let reader = FileReader()
        let extractor = FactExtractor()
        var cacheScratch: [UInt8] = []
    }

    /// One file's facts: from the cache when its status or content proves it unchanged, else
    /// read and extracted (with what the cache should learn about it).
    static func facts(
        of file: FoundFile, cache: FactCache?, verifiedAt: Int64, state: inout ReadState
    ) -> (SourceFacts?, FactCache.Record?, FileReader.Failure?) {
        guard let cache else {
            switch state.reader.read(file.absolutePath, state.extractor.extract) {
            case .success(let facts): return (facts, nil, nil)
            case .failure(let failure): return (nil, nil, failure)
            }
        }
        if let status = FileStatus.of(file.absolutePath), let facts = cache.facts(file.path, status: status, scratch: &state.cacheScratch, interner: state.extractor.interner) {
            return (facts, .statusHit(file.path), nil)
        }
        let reader = state.reader
        let read = reader.read(file.absolutePath) { bytes -> (SourceFacts, FactCache.Record?) in
            let hash = ContentHash.xxh64(UnsafeRawBufferPointer(bytes))
            guard let status = reader.lastStatus else { return (state.extractor.extract(bytes), nil) }
            if let facts = cache.facts(file.path, contentHash: hash, scratch: &state.cacheScratch, interner: state.extractor.interner) {
                return (facts, .verified(file.path, status: status, contentHash: hash, verifiedAt: verifiedAt, extracted: nil))
            }
            let facts = state.extractor.extract(bytes)
            return (facts, .verified(file.path, status: status, contentHash: hash, verifiedAt: verifiedAt, extracted: facts))
        }
        switch read {
        case .success(let (facts, record)): return (facts, record, nil)
        case .failure(let failure): return (nil, nil, failure)
        }
    }

    /// A repository given as files in memory (path → content): examples, tests, `archlint explain`.
    public func read(files: [(path: String, content: String)], rootName: String = "Example") -> RepositoryFacts {
        let reader = ManifestReader(platform: platform)
        let manifests = files.filter { FileWalker.isManifestName(ModuleMap.lastComponent(of: $0.path)) }
            .map { reader.read(path: $0.path, text: $0.content) }
            .sorted { $0.path < $1.path }
        let sources = files.filter { !FileWalker.isManifestName(ModuleMap.lastComponent(of: $0.path)) }.sorted { $0.path < $1.path }
        let map = ModuleMap(manifests: manifests, sourcePaths: sources.map(\.path), rootName: rootName)
        let extractor = FactExtractor()
        let facts = sources.map { SourceFile(path: $0.path, module: map.assignment(for: $0.path), facts: extractor.extract($0.content)) }
        return RepositoryFacts(manifests: manifests, inactiveManifestVariants: [], files: facts, diagnostics: [])
    }

    /// One manifest per folder: the variant SwiftPM would pick with this toolchain.
    func readManifests(_ found: [FoundFile]) -> ([PackageManifest], [String], [Diagnostic]) {
        var byFolder: [String: [FoundFile]] = [:]
        for file in found { byFolder[ModuleMap.parent(of: file.path), default: []].append(file) }
        var chosen: [FoundFile] = []
        var inactive: [String] = []
        let headReader = FileReader(initialCapacity: 4096)
        for folder in byFolder.keys.sorted() {
            let files = byFolder[folder]!
            let names = files.map { ModuleMap.lastComponent(of: $0.path) }
            var toolsVersions: [String: String] = [:]
            if files.count > 1 {
                for file in files {
                    if case .success(let version?) = headReader.read(file.absolutePath, { ManifestReader.toolsVersion(Array($0.prefix(200))) }) {
                        toolsVersions[ModuleMap.lastComponent(of: file.path)] = version
                    }
                }
            }
            let preferred = ManifestReader.preferredManifest(among: names, toolsVersions: toolsVersions)
            for file in files {
                if ModuleMap.lastComponent(of: file.path) == preferred { chosen.append(file) } else { inactive.append(file.path) }
            }
        }
        let reader = ManifestReader(platform: platform)
        let results = parallelMap(count: chosen.count, workers: workers, makeState: { FileReader() }) { index, fileReader -> (PackageManifest?, Diagnostic?) in
            let file = chosen[index]
            switch fileReader.bytes(file.absolutePath) {
            case .success(let bytes):
                return (reader.read(path: file.path, source: bytes), nil)
            case .failure(let failure):
                return (nil, Diagnostic(.warning, failure.message, file: file.path))
            }
        }
        return (results.compactMap(\.0).sorted { $0.path < $1.path }, inactive.sorted(), results.compactMap(\.1))
    }

    static func rootName(_ root: String) -> String {
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        let name = ModuleMap.lastComponent(of: trimmed)
        if name == "." || name.isEmpty {
            return ModuleMap.lastComponent(of: currentDirectory())
        }
        return name
    }
}

func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(cString: buffer)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
