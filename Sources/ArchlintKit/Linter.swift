import ArchlintBase
import ArchlintProject
import ArchlintFacts
import Foundation
import ArchlintCache
import ArchlintDiscovery
import ArchlintGraph
import ArchlintReport
import ArchlintRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole pipeline for one lint: configuration, read, graph, rules.
public struct Linter {
    /// Folders searched for presets before the built-in ones: `$ARCHLINT_PRESETS`, for trying an
    /// edited preset without rebuilding archlint.
    public static func presetDirectories() -> [String] {
        getenv("ARCHLINT_PRESETS").map { [String(cString: $0)] } ?? []
    }

    /// The configuration loader: presets from `presetDirectories()`, then those compiled in.
    public static var configurationLoader: ConfigurationLoader {
        ConfigurationLoader(presetDirectories: presetDirectories(), builtInPresets: builtInPresets)
    }

    /// The configuration file of a root: `.archlint.json` (or `.archlint.json5`) when present.
    public static func defaultConfigurationFile(root: String) -> String? {
        let folder = isDirectory(root) ? root : RelativePath.parent(of: root)
        for name in [".archlint.json", ".archlint.json5"] {
            let candidate = folder.isEmpty ? name : "\(folder)/\(name)"
            if access(candidate, F_OK) == 0 { return candidate }
        }
        return nil
    }

    /// A file's bytes; nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Where the fact cache of `root` lives unless `--cache-dir` or `$ARCHLINT_CACHE_DIR` says
    /// otherwise: `.build/archlint` in a package that has a `.build` folder (which git already
    /// ignores there), else `$XDG_CACHE_HOME/archlint` or `~/.cache/archlint`.
    public static func defaultCacheDirectory(root: String) -> String? {
        if let configured = getenv("ARCHLINT_CACHE_DIR") { return String(cString: configured) }
        let build = root.hasSuffix("/") ? root + ".build" : root + "/.build"
        if isDirectory(build) { return build + "/archlint" }
        if let xdg = getenv("XDG_CACHE_HOME"), xdg.pointee != 0 { return String(cString: xdg) + "/archlint" }
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) + "/.cache/archlint" }
        return nil
    }

    /// The absolute, symlink-free form of a path: the same folder reached two ways shares a cache.
    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// This build of archlint: its version and fact revision, and the size and time of its
    /// executable, so a rebuilt archlint never trusts what another build cached.
    static let buildIdentity: String = {
        var identity = "archlint \(ArchlintVersion.current), facts revision \(SourceFacts.encodingRevision)"
        if let executable = Bundle.main.executablePath, let status = FileStatus.of(executable) {
            identity += ", build \(status.size)-\(status.modified)"
        }
        return identity
    }()

    public var configuration: Configuration
    public var workers: Int
    /// The folder of the fact cache (and of the last lint's result); nil lints without one.
    public var cacheDirectory: String?
    /// Paths relative to the root: when set, only findings that involve one of them (at their
    /// location or in their evidence) and problems in them are reported. The graph still comes
    /// from the whole repository.
    public var focus: Set<String>?
    /// Asks SwiftPM what each manifest declares instead of reading it statically (it runs them).
    public var evaluateManifests = false
    /// A folder relative to the root: when set, only the findings and problems located in it are
    /// reported, the same as a lint of the whole root reports for its files.
    public var subfolder: String?
    /// Reads what git's index holds instead of the work tree.
    public var snapshot: StagedSnapshot?
    /// Loads the configuration of a folder below the root that holds its own `.archlint.json`,
    /// from the chain of such files down to it (outermost first); nil ignores nested configurations.
    public var nestedConfiguration: (@Sendable (_ chain: [String]) throws -> Configuration)?
    /// Told what the lint is doing as each stage starts (`reading 11,120 files`), for a progress line.
    public var progress: (@Sendable (String) -> Void)?
    /// The configurations of the last `lint(root:)`: the root's and the nested ones it found.
    public private(set) var configurations: ConfigurationTree
    /// The cache of the last `lint(root:)`, for its summary.
    public private(set) var cache: FactCache?
    /// For a focused lint of a git work tree: what git tells about it, so that the lint can start
    /// from the graph snapshot an earlier one stored (see `GraphSnapshotStore`); nil builds the graph.
    var revisions: GraphSnapshotStore.Revisions?
    /// The graph snapshot, read ahead (see `GraphSnapshotStore.Prefetch`).
    var graphPrefetch: GraphSnapshotStore.Prefetch?
    /// Why the graph snapshot could not be stored, if it could not.
    public private(set) var snapshotProblem: String?
    /// Whether the last lint started from the graph snapshot of an earlier one.
    public private(set) var reusedGraphSnapshot = false

    public init(configuration: Configuration, workers: Int = availableCores, cacheDirectory: String? = nil) {
        self.configuration = configuration
        self.workers = workers
        self.cacheDirectory = cacheDirectory
        configurations = ConfigurationTree(root: configuration)
    }

    public func reader() -> RepositoryReader {
        var reader = RepositoryReader(
            excludedDirectories: FileWalker.defaultExcludedDirectories.union(configuration.excludeDirectories), workers: workers)
        let configuration = self.configuration
        reader.evaluateManifests = evaluateManifests
        reader.snapshot = snapshot
        reader.sourceFilter = { configuration.includes($0) }
        reader.buildFileFilter = { path in !configuration.exclude.contains { $0.matches(path) } }
        reader.folderFilter = { folder in !configuration.excludesFolder(folder) }
        return reader
    }

    /// Why the last lint's result could not be cached, if it could not.
    public private(set) var resultCacheProblem: String?
    /// Whether the last lint returned the cached result of an earlier one.
    public private(set) var reusedResult = false
    /// Whether it did so without reading any project: the fact cache proved every file unchanged.
    public private(set) var reusedResultBeforeReadingProjects = false

    /// Reads `root` (through the fact cache when there is one), builds the graph and evaluates
    /// every enabled rule. A full lint whose inputs are all unchanged since the last one returns
    /// that lint's result, without a graph, unless `needsGraph`.
    public mutating func lint(root: String, needsGraph: Bool = false) throws -> (report: LintReport, graph: DependencyGraph?) {
        configurations = ConfigurationTree(root: configuration)
        if let focus, focus.isEmpty, !needsGraph {
            // No finding can involve no file: a commit that changes no Swift file costs nothing.
            return (report(ResultMemo.Outcome(findings: [], diagnostics: [], suppressed: [], filesChecked: 0)), nil)
        }
        var timer = StageTimer()
        var reader = reader()
        let canonicalRoot = Self.canonicalPath(root)
        reusedGraphSnapshot = false
        let snapshots = snapshotStore(canonicalRoot: canonicalRoot, needsGraph: needsGraph)
        if let snapshots, let revisions, let cacheDirectory,
            let (graph, layers) = snapshots.restore(
                root: root, revisions: revisions, cacheDirectory: cacheDirectory, cacheRoot: canonicalRoot, configuration: configuration.layers,
                prefetched: graphPrefetch)
        {
            timer.lap("graph snapshot restored and patched")
            reusedGraphSnapshot = true
            ExitTeardown.keep(graph)
            return (report(evaluate(graph, layers: layers)), nil)
        }
        cache = cacheDirectory.map { FactCache(directory: $0, root: canonicalRoot, key: Self.buildIdentity) }
        reader.cache = cache
        let walk = reader.walk(root: root)
        if let nestedConfiguration, !walk.configurationFiles.isEmpty {
            let tree = try ConfigurationTree.load(root: configuration, files: walk.configurationFiles, load: nestedConfiguration)
            configurations = tree
            reader.sourceFilter = { tree.includes($0) }
        }
        if let tracked = revisions?.tracked() {
            // The Swift files of a commit are those git tracks (an untracked file joins once
            // added), and those asked about.
            let filter = reader.sourceFilter
            let focus = self.focus ?? []
            reader.sourceFilter = { filter($0) && (tracked.contains($0) || focus.contains($0)) }
        }
        let memo = focus == nil && !needsGraph ? cacheDirectory.map { ResultMemo(directory: $0, root: canonicalRoot) } : nil
        reusedResult = false
        reusedResultBeforeReadingProjects = false
        if let memo, let digest = reader.unchangedInputDigest(walk, root: root), let (outcome, projects) = memo.load(key: resultKey(digest), root: root) {
            timer.lap("lint result from the cache (no file it read has changed)")
            reusedResult = true
            reusedResultBeforeReadingProjects = true
            let subfolderFiles = subfolder.map { folder in
                reader.filtered(walk).sources.filter { RelativePath.isWithin($0.path, folder) && !projects.buildSources.contains($0.path) }.count
            }
            return (report(outcome.within(subfolder, filesChecked: subfolderFiles)), nil)
        }
        progress?("reading \(walk.sources.count) Swift files")
        reader.literalFilter = configurations.mayReportLiteral
        // The survey without its cache records, whose only copy goes to the cache writer (see below).
        var survey: RepositoryReader.Survey
        let cacheRecords: CacheRecordsHandoff
        (survey, cacheRecords) = { [reader] in
            var survey = reader.survey(walk, root: root)
            let records = CacheRecordsHandoff(survey.cacheRecords)
            survey.cacheRecords = []
            return (survey, records)
        }()
        FreedMemory.returnToSystem()
        let subfolderFiles = subfolder.map { folder in survey.files.filter { RelativePath.isWithin($0.found.path, folder) }.count }
        timer = StageTimer()
        let key = survey.inputDigest.map(resultKey)
        if let memo, let key, let (outcome, _) = memo.load(key: key, root: root) {
            timer.lap("lint result from the cache (nothing it read has changed)")
            reusedResult = true
            reader.updateCache(with: cacheRecords.take())
            return (report(outcome.within(subfolder, filesChecked: subfolderFiles)), nil)
        }
        // The cache file is written while the graph is built and the rules run. The writer holds
        // the records only: the rest of the survey (a record, a status and paths per file) is
        // gone before the graph is built, the peak of a cold lint. It takes the only copy of the
        // records, so that the string literals the lint let go of are freed as they are written.
        let cacheWrite = DispatchGroup()
        if let directory = cacheDirectory {
            let writer = reader
            DispatchQueue.global().async(group: cacheWrite) {
                writer.updateCache(with: cacheRecords.take())
                CachePruning.pruneIfDue(directory: directory)
                // The encoder's and the file's buffers stay in this thread's arena otherwise, while
                // resolution, the peak of the lint, takes new pages.
                FreedMemory.returnToSystem()
            }
        }
        let (repository, repairs) = reader.facts(of: &survey)
        // What the end of the lint needs of the survey and the walk, taken now, so that they (a
        // record and paths per file) are gone before the graph is built: the peak of a cold lint.
        let projectInputs = ResultMemo.ProjectInputs(referencedFiles: survey.projects.referencedFiles, buildSources: survey.projects.buildSources)
        let snapshotInputs = snapshots.map { _ in
            var hashes: [String: UInt64] = [:]
            for file in survey.files { if let hash = file.contentHash { hashes[file.found.path] = hash } }
            return (hashes: hashes, inputs: survey.projects.inputs, readAt: survey.startedAt)
        }
        _ = consume survey
        _ = consume walk
        progress?("checking \(configurations.rules.filter(\.isEnabled).count) rules over \(repository.files.count) files")
        // The rules resolve the files they read; a whole graph handed back resolves every file.
        let graph = DependencyGraph(repository: repository, workers: workers, resolving: focusFiles(of: repository) ?? (needsGraph ? nil : []))
        ExitTeardown.keep(graph)
        var layerTimer = StageTimer()
        let layers = LayerMap(definitions: configuration.layers, graph: graph, workers: workers)
        layerTimer.lap("layers: files placed")
        let outcome = evaluate(graph, layers: layers)
        cacheWrite.wait()
        // What the graph and the rules freed goes back before the result and the report are
        // written: they take megabytes of new pages, which made the end of a cold lint its peak
        // (handed back first, the peak fell by 1.7 MiB on the benchmark corpus, 9 alternating runs).
        FreedMemory.returnToSystem()
        if !repairs.isEmpty { cache?.store(repairs) }
        if let memo, let key {
            resultCacheProblem = memo.save(outcome, projects: projectInputs, key: key)
        }
        // Nested configurations are found by the walk a restored snapshot skips: such a repository
        // builds its graph each time.
        if let snapshots, let snapshotInputs, let revisions, repairs.isEmpty, configurations.count == 1, let cacheDirectory {
            // The index just written: where each file's facts now are.
            let stored = FactCache(directory: cacheDirectory, root: canonicalRoot, key: Self.buildIdentity)
            snapshotProblem = snapshots.save(
                graph: graph, layers: layers, hashes: snapshotInputs.hashes, cache: stored, inputs: snapshotInputs.inputs,
                readAt: snapshotInputs.readAt, root: root, revisions: revisions)
            timer.lap("graph snapshot stored")
        }
        return (report(outcome.within(subfolder, filesChecked: subfolderFiles)), graph)
    }

    /// The key of a lint's result: the input digest of what it reads, the configurations, this
    /// build of archlint and how manifests are read.
    func resultKey(_ inputDigest: UInt64) -> UInt64 {
        var writer = BinaryWriter()
        writer.writeFixed(inputDigest)
        writer.writeFixed(configurations.digest)
        writer.write(Self.buildIdentity)
        writer.write(evaluateManifests)
        return writer.withUnsafeBytes { ContentHash.xxh64($0) }
    }

    /// Where a focused lint keeps its graph between runs: with the fact cache, when git can tell
    /// what changed.
    func snapshotStore(canonicalRoot: String, needsGraph: Bool) -> GraphSnapshotStore? {
        guard focus != nil, subfolder == nil, !needsGraph, revisions != nil, let cacheDirectory else { return nil }
        var writer = BinaryWriter()
        writer.write(Self.buildIdentity)
        writer.writeFixed(configuration.contentDigest)
        writer.write(evaluateManifests)
        return GraphSnapshotStore(directory: cacheDirectory, root: canonicalRoot, key: writer.withUnsafeBytes { ContentHash.xxh64($0) })
    }

    /// Builds the graph of `repository` and evaluates every enabled rule.
    public func lint(_ repository: RepositoryFacts) -> (report: LintReport, graph: DependencyGraph) {
        let graph = DependencyGraph(repository: repository, workers: workers, resolving: focusFiles(of: repository))
        return (report(evaluate(graph, layers: LayerMap(definitions: configuration.layers, graph: graph, workers: workers))), graph)
    }

    func focusFiles(of repository: RepositoryFacts) -> Set<Int>? {
        focus.map { focus in Set(repository.files.indices.filter { focus.contains(repository.files[$0].path) }) }
    }

    func evaluate(_ graph: DependencyGraph, layers: LayerMap) -> ResultMemo.Outcome {
        let repository = graph.repository
        let focusFiles = focusFiles(of: repository)
        let outcome = Self.run(configurations, graph: graph, workers: workers, focus: focusFiles, layers: layers, reportedFiles: focus)
        var diagnostics = (0..<configurations.count).flatMap { configurations.configuration(at: $0).warnings } + repository.diagnostics
        for project in repository.projects {
            for warning in project.warnings {
                diagnostics.append(Diagnostic(
                    .warning, warning.message, file: warning.file ?? project.path, line: warning.position.line, column: warning.position.column))
            }
        }
        // With a focus, only the focus files' problems are reported: the others' facts need not be read.
        for file in repository.files where focus?.contains(file.path) ?? true {
            for problem in file.facts.diagnostics {
                diagnostics.append(Diagnostic(.warning, problem.message, file: file.path, line: Int(problem.position.line), column: Int(problem.position.column)))
            }
        }
        var findings = outcome.findings
        var suppressed = outcome.suppressed
        var filesChecked = repository.files.count
        if let focus {
            let involvesFocus = { (finding: Finding) in focus.contains(finding.file) || finding.evidence.contains { focus.contains($0.file) } }
            findings.removeAll { !involvesFocus($0) }
            suppressed.removeAll { !involvesFocus($0.finding) }
            // What could not be read is kept: the graph the focused files were checked against lacks it.
            diagnostics.removeAll { diagnostic in diagnostic.severity != .error && diagnostic.file.map { !focus.contains($0) } ?? false }
            filesChecked = repository.files.filter { focus.contains($0.path) }.count + repository.projects.filter { focus.contains($0.path) }.count
        }
        return ResultMemo.Outcome(
            findings: findings, diagnostics: diagnostics, suppressed: suppressed.map { ResultMemo.Suppressed(finding: $0.finding, reason: $0.reason) },
            filesChecked: filesChecked)
    }

    /// Every configuration's rules over the graph, each keeping the findings located in its folders.
    /// `layers`: the root configuration's layers over the graph, already built.
    static func run(
        _ configurations: ConfigurationTree, graph: DependencyGraph, workers: Int, focus: Set<Int>?, layers: LayerMap?, reportedFiles: Set<String>?
    ) -> (findings: [Finding], suppressed: [(finding: Finding, reason: String)]) {
        guard configurations.count > 1 else {
            let outcome = RuleEngine.run(
                configurations.root, graph: graph, workers: workers, focus: focus, layers: layers, reportedFiles: reportedFiles)
            return (outcome.findings, outcome.suppressed)
        }
        var findings: [Finding] = []
        var suppressed: [(finding: Finding, reason: String)] = []
        for index in 0..<configurations.count {
            let outcome = RuleEngine.run(
                configurations.configuration(at: index), graph: graph, workers: workers, focus: focus, reportedFiles: reportedFiles)
            findings += outcome.findings.filter { configurations.owner(of: $0.file) == index }
            suppressed += outcome.suppressed.filter { configurations.owner(of: $0.finding.file) == index }
        }
        return (findings.sorted(by: Finding.reportOrder), suppressed.sorted { Finding.reportOrder($0.finding, $1.finding) })
    }

    func report(_ outcome: ResultMemo.Outcome) -> LintReport {
        var report = LintReport(findings: outcome.findings, diagnostics: outcome.diagnostics, rules: configurations.rules, filesChecked: outcome.filesChecked)
        report.suppressed = outcome.suppressed.map { ($0.finding, $0.reason) }
        report.suppressionSeverity = configuration.suppressionSeverity
        return report
    }
}

/// Records moved from the lint to the thread that writes them.
private final class CacheRecordsHandoff: @unchecked Sendable {
    private var records: [FactCache.Record]?

    init(_ records: [FactCache.Record]) {
        self.records = records
    }

    /// The records, once: after this the handoff holds none.
    func take() -> [FactCache.Record] {
        defer { records = nil }
        return records!
    }
}
