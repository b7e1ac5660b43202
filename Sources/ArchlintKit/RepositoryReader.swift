import ArchlintBase
import ArchlintProject
import ArchlintCache
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph
import ArchlintInterpreter
import ArchlintManifest

/// The read stage: walk the root, read manifests statically, then read and extract every Swift
/// file on all cores. Results are in path order whatever the number of workers.
public struct RepositoryReader: Sendable {
    public var excludedDirectories: Set<String>
    public var workers: Int
    public var platform: CompilationPlatform
    /// Which Swift sources (relative paths) to read.
    public var sourceFilter: @Sendable (String) -> Bool = { _ in true }
    /// Which build descriptions to read: manifests, project files, module maps (a folder excluded
    /// from linting is excluded with its packages and projects).
    public var buildFileFilter: @Sendable (String) -> Bool = { _ in true }
    /// Which folders to enter, by relative path: a folder excluded as a whole is not even listed,
    /// so one that cannot be read can be excluded on purpose.
    public var folderFilter: @Sendable (String) -> Bool = { _ in true }
    /// Where facts of unchanged files come from; nil reads and extracts every file.
    public var cache: FactCache?
    /// Asks SwiftPM what each manifest declares (`--evaluate-manifests`) instead of reading it statically.
    public var evaluateManifests = false
    /// Reads what git's index holds instead of the work tree (a pre-commit hook's view).
    public var snapshot: StagedSnapshot?
    /// Which string literals the facts keep (nil: all of them); the cache stores them all. A
    /// repository has hundreds of thousands, and a lint's rules may report few of them.
    public var literalFilter: (@Sendable (String) -> Bool)?

    public init(
        excludedDirectories: Set<String> = FileWalker.defaultExcludedDirectories, workers: Int = availableCores,
        platform: CompilationPlatform = .host
    ) {
        self.excludedDirectories = excludedDirectories
        self.workers = workers
        self.platform = platform
    }

    /// Walks, reads manifests, then reads and extracts every Swift file (or takes its facts from
    /// the cache).
    public func read(root: String) -> RepositoryFacts {
        var survey = survey(root: root)
        updateCache(with: survey)
        let (repository, repairs) = facts(of: &survey)
        if !repairs.isEmpty { cache?.store(repairs) }
        return repository
    }

    /// What the first pass learns about a repository: its manifests, and for each Swift file its
    /// content hash and, when they had to be extracted, its facts. Facts the cache holds are
    /// decoded only by `facts(of:)`, so a lint whose result is already known skips them.
    public struct Survey: Sendable {
        public var projects: ProjectDiscovery.Result
        public var diagnostics: [Diagnostic]
        var map: ProjectMap
        var files: [SurveyedFile]
        /// `digest(_:root:contentHashes:)` of the walk, when there is a cache: with the same inputs
        /// and referenced files, under the same configuration, a lint gives the same result.
        public var inputDigest: UInt64?
        /// When the survey began: files verified by it were verified then.
        var startedAt: Int64
        /// What the fact cache should learn (see `updateCache(with:)`).
        var cacheRecords: [FactCache.Record]
    }

    struct SurveyedFile: Sendable {
        var found: FoundFile
        var status: FileStatus?
        var contentHash: UInt64?
        var facts: SourceFacts?
        /// When `facts` hold only the literals the filter keeps: all of them, as the cache stores them.
        var literals: [UInt8]?
        var failure: FileReader.Failure?
    }

    public func survey(root: String) -> Survey {
        survey(walk(root: root), root: root)
    }

    /// The files under `root` (as the snapshot holds them, when reading one), before any filter.
    public func walk(root: String) -> WalkResult {
        var timer = StageTimer()
        var walker = FileWalker(excludedDirectories: excludedDirectories)
        walker.folderFilter = folderFilter
        var walk = walker.walk(root: root)
        snapshot?.apply(to: &walk, walker: walker)
        timer.lap("walk (\(walk.sources.count) sources, \(walk.manifests.count) manifests)")
        return walk
    }

    /// The first pass over the files of a walk of `root`.
    public func survey(_ walk: WalkResult, root: String) -> Survey {
        var timer = StageTimer()
        let read = filtered(walk)
        var walk = read
        var diagnostics = walk.diagnostics
        var discovery = ProjectDiscovery(platform: platform, workers: workers)
        discovery.evaluateManifests = evaluateManifests
        let projects = discovery.read(walk, root: root, existingFolders: Self.folders(of: walk.sources.map(\.path)))
        diagnostics.append(contentsOf: projects.diagnostics)
        if !projects.buildSources.isEmpty { walk.sources.removeAll { projects.buildSources.contains($0.path) } }
        timer.lap("projects (\(projects.projects.count))")
        let map = ProjectMap(projects: projects.projects, rootName: Self.rootName(root))
        let cache = self.cache
        let literalFilter = self.literalFilter
        let startedAt = FileStatus.now()
        var results = parallelMap(count: walk.sources.count, workers: workers, makeState: { ReadState() }) {
            index, state -> (SurveyedFile, FactCache.Record?) in
            Self.survey(walk.sources[index], cache: cache, literalFilter: literalFilter, verifiedAt: startedAt, state: state)
        }
        let (files, cacheRecords) = Self.split(&results)
        timer.lap("read (\(files.count { $0.facts != nil }) files extracted)")
        var inputDigest: UInt64?
        if cache != nil {
            // Build descriptions, Tuist manifests and helpers among them, as the projects were read from them.
            let buildFileHashes = Dictionary(projects.inputs.map { ($0.path, $0.hash) }, uniquingKeysWith: { _, last in last })
            // The files surveyed are the walk's sources but build sources, in the same order.
            var surveyed = 0
            let contentHashes = read.sources.map { source -> UInt64? in
                guard surveyed < files.count, files[surveyed].found.path == source.path else { return buildFileHashes[source.path] }
                surveyed += 1
                return buildFileHashes[source.path] ?? files[surveyed - 1].contentHash
            }
            inputDigest = Self.digest(read, root: root, contentHashes: contentHashes, buildFileHashes: buildFileHashes)
        }
        return Survey(
            projects: projects, diagnostics: diagnostics, map: map, files: files, inputDigest: inputDigest, startedAt: startedAt,
            cacheRecords: cacheRecords)
    }

    /// The surveyed files and the cache records, moved out of `results`, which is left holding
    /// placeholders: copying them would retain every array of every file's facts, and releasing
    /// `results` after would undo it, atomic operations on one thread that took 40 ms on the
    /// benchmark corpus.
    static func split(_ results: inout [(SurveyedFile, FactCache.Record?)]) -> ([SurveyedFile], [FactCache.Record]) {
        var records: [FactCache.Record] = []
        records.reserveCapacity(results.count)
        let placeholder = SurveyedFile(found: FoundFile(path: "", absolutePath: ""))
        let files = results.withUnsafeMutableBufferPointer { pairs in
            [SurveyedFile](unsafeUninitializedCapacity: pairs.count) { files, initialized in
                for index in pairs.indices {
                    let (file, record) = (pairs.baseAddress! + index).move()
                    (pairs.baseAddress! + index).initialize(to: (placeholder, nil))
                    (files.baseAddress! + index).initialize(to: file)
                    if let record { records.append(record) }
                }
                initialized = pairs.count
            }
        }
        return (files, records)
    }

    /// The walk without what the filters leave out.
    func filtered(_ walk: WalkResult) -> WalkResult {
        var walk = walk
        let filter = sourceFilter
        let buildFileFilter = self.buildFileFilter
        walk.sources.removeAll { !filter($0.path) }
        walk.manifests.removeAll { !buildFileFilter($0.path) }
        walk.projectFiles.removeAll { !buildFileFilter($0.path) }
        walk.moduleMaps.removeAll { !buildFileFilter($0.path) }
        return walk
    }

    /// The input digest of `walk` (unfiltered) when the fact cache proves, by their status, every
    /// Swift file unchanged since it stored them: a warm lint learns it before reading any project.
    public func unchangedInputDigest(_ walk: WalkResult, root: String) -> UInt64? {
        // An empty cache proves nothing: a first lint need not look at every file's status twice.
        guard let cache, !cache.isEmpty else { return nil }
        var timer = StageTimer()
        defer { timer.lap("statuses of the walk's files") }
        let walk = filtered(walk)
        let hashes = parallelMap(count: walk.sources.count, workers: workers, makeState: { () }) { index, _ -> UInt64? in
            let file = walk.sources[index]
            return FileStatus.of(file.absolutePath).flatMap { cache.unchangedContentHash(file.path, status: $0) }
        }
        // A few files the cache does not hold (Tuist manifests and helpers) are read; many changed
        // files make a lint that reads them anyway.
        guard hashes.lazy.filter({ $0 == nil }).count <= Self.filesReadForTheDigest else { return nil }
        return Self.digest(walk, root: root, contentHashes: hashes)
    }

    /// How many Swift files a warm lint reads to learn its input digest, at most.
    static let filesReadForTheDigest = 256

    /// Stores what the survey learnt in the fact cache. Nothing else touches the cache file while
    /// this runs, so a caller may do it on another thread while the graph is built.
    public func updateCache(with survey: Survey) {
        updateCache(with: survey.cacheRecords)
    }

    /// Stores what a survey's `cacheRecords` say (without holding on to the rest of the survey).
    func updateCache(with records: consuming [FactCache.Record]) {
        guard let cache else { return }
        var timer = StageTimer()
        let summary = cache.store(records)
        timer.lap("fact cache: \(summary)\(cache.rejection.map { "; existing cache ignored: \($0)" } ?? "")")
    }

    /// The facts of every surveyed file: decoded from the cache (on all cores) unless the survey
    /// extracted them. A cache entry that cannot be read back is extracted again, and the records
    /// that rewrite the cache are returned (store them once the survey's update is done). The
    /// repository's facts hold only the string literals `literalFilter` keeps (the cache's hold all).
    /// The facts the survey holds are moved into the repository; the rest of it is left as it was.
    public func facts(of survey: inout Survey) -> (repository: RepositoryFacts, cacheRepairs: [FactCache.Record]) {
        var timer = StageTimer()
        let cache = self.cache
        let literalFilter = self.literalFilter
        let map = survey.map
        let workers = self.workers
        // The facts the survey extracted are moved out of it, not copied: a copy retains every
        // array of a file's facts, and dropping the survey's releases them all again.
        let decoded = survey.files.withUnsafeMutableBufferPointer { buffer in
            let surveyedFiles = buffer
            return parallelMap(count: surveyedFiles.count, workers: workers, makeState: { ReadState() }) {
                index, state -> (SourceFile?, Diagnostic?, damaged: Bool, fromCache: Bool, literals: [UInt8]?) in
                let surveyed = surveyedFiles.baseAddress! + index
                let path = surveyed.pointee.found.path
                var facts = surveyed.pointee.facts.take()
                let fromCache = facts == nil
                var damaged = false
                var literals: [UInt8]?
                if facts == nil, let hash = surveyed.pointee.contentHash, let cache {
                    facts = cache.facts(path, contentHash: hash, scratch: &state.cacheScratch, interner: state.extractor.interner)
                        .map { Self.filtered($0, by: literalFilter, encodingFor: false, state: state).facts }
                    damaged = facts == nil
                }
                if facts == nil, surveyed.pointee.failure == nil,
                    case .success(let extracted) = state.reader.read(surveyed.pointee.found.absolutePath, state.extractor.extract)
                {
                    (facts, literals) = Self.filtered(extracted, by: literalFilter, encodingFor: cache != nil, state: state)
                }
                // Taken out of the optional: `guard let` would bind a copy.
                guard let facts = facts.take() else {
                    let failure = surveyed.pointee.failure ?? .unreadable("changed while read")
                    return (nil, Diagnostic(.error, failure.message, file: path), damaged, fromCache, nil)
                }
                return (SourceFile(path: path, module: map.assignment(for: path), facts: facts), nil, damaged, fromCache, literals ?? surveyed.pointee.literals)
            }
        }
        timer.lap("facts (\(decoded.count(where: \.fromCache)) decoded from the cache)")
        var repairs: [FactCache.Record] = []
        if cache != nil, decoded.contains(where: \.damaged) {
            // An entry did not read back: the cache is written again. The files read from it keep
            // their entries as they are; the others are written from the facts in memory.
            repairs = zip(survey.files, decoded).compactMap { surveyed, result -> FactCache.Record? in
                guard let status = surveyed.status, let hash = surveyed.contentHash, let file = result.0 else { return nil }
                let readFromCache = result.fromCache && !result.damaged
                return .verified(
                    file.path, status: status, contentHash: hash, verifiedAt: survey.startedAt, extracted: readFromCache ? nil : file.facts,
                    literals: result.literals)
            }
        }
        let files = decoded.compactMap(\.0)
        let diagnostics = survey.diagnostics + decoded.compactMap(\.1)
        let repository = RepositoryFacts(
            projects: survey.projects.projects, manifests: survey.projects.manifests,
            inactiveManifestVariants: survey.projects.inactiveManifestVariants, files: files, diagnostics: diagnostics)
        return (repository, repairs)
    }

    /// What each worker keeps between files.
    final class ReadState {
        let reader = FileReader()
        let extractor = FactExtractor()
        var cacheScratch: [UInt8] = []
        var literalEncoder = BinaryWriter(capacity: 1 << 12)
    }

    /// `facts` with only the string literals `filter` keeps and, when it drops some and the facts
    /// are `encodingFor` the cache, all of them as the cache stores them.
    static func filtered(
        _ facts: consuming SourceFacts, by filter: ((String) -> Bool)?, encodingFor cache: Bool, state: ReadState
    ) -> (facts: SourceFacts, literals: [UInt8]?) {
        guard let filter else { return (facts, nil) }
        let kept = facts.strings.filter { filter($0.value) }
        guard kept.count < facts.strings.count else { return (facts, nil) }
        var literals: [UInt8]?
        if cache {
            state.literalEncoder.removeAll(keepingCapacityUpTo: 1 << 16)
            facts.encodeLiterals(into: &state.literalEncoder)
            literals = state.literalEncoder.bytes
        }
        facts.strings = kept
        return (facts, literals)
    }

    /// One file, first pass: a file whose status proves it unchanged is not even read; another is
    /// read and hashed, and extracted unless the cache holds facts for that content.
    static func survey(
        _ file: FoundFile, cache: FactCache?, literalFilter: ((String) -> Bool)?, verifiedAt: Int64, state: ReadState
    ) -> (SurveyedFile, FactCache.Record?) {
        var surveyed = SurveyedFile(found: file)
        guard let cache else {
            switch state.reader.read(file.absolutePath, state.extractor.extract) {
            case .success(let facts): surveyed.facts = filtered(facts, by: literalFilter, encodingFor: false, state: state).facts
            case .failure(let failure): surveyed.failure = failure
            }
            return (surveyed, nil)
        }
        if cache.hasEntry(file.path), let status = FileStatus.of(file.absolutePath),
            let hash = cache.unchangedContentHash(file.path, status: status)
        {
            surveyed.status = status
            surveyed.contentHash = hash
            return (surveyed, .statusHit(file.path))
        }
        let reader = state.reader
        let read = reader.read(file.absolutePath) { bytes -> (UInt64, SourceFacts?, FileStatus?) in
            let hash = ContentHash.xxh64(UnsafeRawBufferPointer(bytes))
            return (hash, cache.holds(file.path, contentHash: hash) ? nil : state.extractor.extract(bytes), reader.lastStatus)
        }
        switch read {
        case .success(let (hash, facts, status)):
            surveyed.status = status
            surveyed.contentHash = hash
            // The literals the lint does not keep go now; the cache stores them all, encoded.
            if let facts { (surveyed.facts, surveyed.literals) = filtered(facts, by: literalFilter, encodingFor: true, state: state) }
            guard let status else { return (surveyed, nil) }
            return (
                surveyed,
                .verified(file.path, status: status, contentHash: hash, verifiedAt: verifiedAt, extracted: surveyed.facts, literals: surveyed.literals)
            )
        case .failure(let failure):
            surveyed.failure = failure
            return (surveyed, nil)
        }
    }

    /// Every folder holding a Swift file, at any depth.
    static func folders(of sources: [String]) -> Set<String> {
        var folders = Set<String>()
        for path in sources {
            var folder = RelativePath.parent(of: path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = RelativePath.parent(of: folder) }
        }
        return folders
    }

    /// What a lint reads, known before any project is read: the paths of the walk's files (filtered)
    /// with the content of each, and the problems the walk met. The files projects name besides
    /// these are checked apart (`ProjectDiscovery.Result.referencedFiles`). `contentHashes` holds
    /// one per source, nil where it is not known, and `buildFileHashes` those of the build files
    /// already read, by path: any other file is read.
    static func digest(_ walk: WalkResult, root: String, contentHashes: [UInt64?], buildFileHashes: [String: UInt64] = [:]) -> UInt64 {
        var writer = BinaryWriter(capacity: walk.sources.count * 48)
        let reader = FileReader(initialCapacity: 1 << 16)
        // A path, then its content's hash, or why it could not be read.
        func writeContent(of file: FoundFile, knownHash: UInt64? = nil) {
            writer.write(file.path)
            switch knownHash.map(Result.success) ?? reader.read(file.absolutePath, { ContentHash.xxh64(UnsafeRawBufferPointer($0)) }) {
            case .success(let hash):
                writer.write(true)
                writer.writeFixed(hash)
            case .failure(let failure):
                writer.write(false)
                writer.write(failure.message)
            }
        }
        for (file, hash) in zip(walk.sources, contentHashes) { writeContent(of: file, knownHash: hash) }
        for (kind, files) in [walk.manifests, walk.projectFiles, walk.moduleMaps, walk.configurationFiles].enumerated() {
            writer.write(kind)
            for file in files { writeContent(of: file, knownHash: buildFileHashes[file.path]) }
        }
        for diagnostic in walk.diagnostics { writer.write(diagnostic.formatted) }
        return writer.bytes.withUnsafeBytes { ContentHash.xxh64($0) }
    }

    /// A repository given as files in memory (path → content): examples, tests, `archlint explain`.
    /// Project files among them (Xcode projects, Tuist projects, XcodeGen specs) are read too.
    public func read(files: [(path: String, content: String)], rootName: String = "Example") -> RepositoryFacts {
        let reader = ManifestReader(platform: platform)
        let manifests = files.filter { FileWalker.isManifestName(RelativePath.lastComponent(of: $0.path)) }
            .map { reader.read(path: $0.path, text: $0.content) }
            .sorted { $0.path < $1.path }
        var sources = files.filter { $0.path.hasSuffix(".swift") && !FileWalker.isManifestName(RelativePath.lastComponent(of: $0.path)) }
            .sorted { $0.path < $1.path }
        let contents = Dictionary(files.map { ($0.path, Array($0.content.utf8)) }, uniquingKeysWith: { first, _ in first })
        let tuist = ProjectDiscovery.readTuistProjects(swiftFiles: sources.map(\.path), load: { contents[$0] })
        sources.removeAll { tuist.buildSources.contains($0.path) }
        let folders = Self.folders(of: sources.map(\.path))
        var projects = manifests.map { SwiftPMLayout.project($0, existingFolders: folders) } + tuist.projects
        for file in files {
            guard let kind = ProjectFileKind(path: file.path),
                let project = ProjectDiscovery.readProject(at: file.path, kind: kind, bytes: Array(file.content.utf8), load: { contents[$0] })
            else { continue }
            projects.append(project)
        }
        projects.sort { $0.path < $1.path }
        let map = ProjectMap(projects: projects, rootName: rootName)
        let extractor = FactExtractor()
        let facts = sources.map { SourceFile(path: $0.path, module: map.assignment(for: $0.path), facts: extractor.extract($0.content)) }
        return RepositoryFacts(projects: projects, manifests: manifests, inactiveManifestVariants: [], files: facts, diagnostics: [])
    }

    static func rootName(_ root: String) -> String {
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        let name = RelativePath.lastComponent(of: trimmed)
        if name == "." || name.isEmpty {
            return RelativePath.lastComponent(of: currentDirectory())
        }
        return name
    }
}

func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
