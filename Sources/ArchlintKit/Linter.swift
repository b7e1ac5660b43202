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
    /// Where presets are looked for: `$ARCHLINT_PRESETS`, the `rules/` folder of the package
    /// archlint was built from, and `rules/` or `share/archlint/rules` next to the executable.
    public static func presetDirectories() -> [String] {
        var directories: [String] = []
        if let fromEnvironment = getenv("ARCHLINT_PRESETS") { directories.append(String(cString: fromEnvironment)) }
        let source = "\(#filePath)"
        if let range = source.range(of: "/Sources/ArchlintKit/") {
            directories.append(String(source[..<range.lowerBound]) + "/rules")
        }
        let executable = CommandLine.arguments.first ?? ""
        if let slash = executable.lastIndex(of: "/") {
            let folder = String(executable[..<slash])
            directories += ["\(folder)/rules", "\(folder)/../share/archlint/rules"]
        }
        return directories
    }

    public static var configurationLoader: ConfigurationLoader {
        ConfigurationLoader(presetDirectories: presetDirectories())
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
    /// The cache of the last `lint(root:)`, for its summary.
    public private(set) var cache: FactCache?

    public init(configuration: Configuration, workers: Int = availableCores, cacheDirectory: String? = nil) {
        self.configuration = configuration
        self.workers = workers
        self.cacheDirectory = cacheDirectory
    }

    public func reader() -> RepositoryReader {
        var reader = RepositoryReader(
            excludedDirectories: FileWalker.defaultExcludedDirectories.union(configuration.excludeDirectories), workers: workers)
        let configuration = self.configuration
        reader.evaluateManifests = evaluateManifests
        reader.sourceFilter = { configuration.includes($0) }
        reader.buildFileFilter = { path in !configuration.exclude.contains { $0.matches(path) } }
        reader.folderFilter = { folder in !configuration.excludesFolder(folder) }
        return reader
    }

    /// Why the last lint's result could not be cached, if it could not.
    public private(set) var resultCacheProblem: String?
    /// Whether the last lint returned the cached result of an earlier one.
    public private(set) var reusedResult = false

    /// Reads `root` (through the fact cache when there is one), builds the graph and evaluates
    /// every enabled rule. A full lint whose inputs are all unchanged since the last one returns
    /// that lint's result, without a graph, unless `needsGraph`.
    public mutating func lint(root: String, needsGraph: Bool = false) -> (report: LintReport, graph: DependencyGraph?) {
        if let focus, focus.isEmpty, !needsGraph {
            // No finding can involve no file: a commit that changes no Swift file costs nothing.
            return (report(ResultMemo.Outcome(findings: [], diagnostics: [], suppressed: [], filesChecked: 0)), nil)
        }
        var timer = StageTimer()
        var reader = reader()
        let canonicalRoot = Self.canonicalPath(root)
        cache = cacheDirectory.map { FactCache(directory: $0, root: canonicalRoot, key: Self.buildIdentity) }
        reader.cache = cache
        let survey = reader.survey(root: root)
        timer = StageTimer()
        let memo = focus == nil && !needsGraph ? cacheDirectory.map { ResultMemo(directory: $0, root: canonicalRoot) } : nil
        let key = survey.inputDigest.map { digest in
            var writer = BinaryWriter()
            writer.writeFixed(digest)
            writer.writeFixed(configuration.sourceDigest)
            writer.write(Self.buildIdentity)
            writer.write(evaluateManifests)
            return writer.bytes.withUnsafeBytes { ContentHash.xxh64($0) }
        }
        reusedResult = false
        if let memo, let key, let outcome = memo.load(key: key) {
            timer.lap("lint result from the cache (nothing it read has changed)")
            reusedResult = true
            reader.updateCache(with: survey)
            return (report(outcome), nil)
        }
        // The cache file is written while the graph is built and the rules run.
        let cacheWrite = DispatchGroup()
        let surveyed = survey
        let writer = reader
        let directory = cacheDirectory
        DispatchQueue.global().async(group: cacheWrite) {
            writer.updateCache(with: surveyed)
            if let directory { CachePruning.pruneIfDue(directory: directory) }
        }
        let (repository, repairs) = reader.facts(of: survey)
        let (outcome, graph) = evaluate(repository)
        cacheWrite.wait()
        if !repairs.isEmpty { cache?.store(repairs) }
        if let memo, let key { resultCacheProblem = memo.save(outcome, key: key) }
        return (report(outcome), graph)
    }

    /// Builds the graph of `repository` and evaluates every enabled rule.
    public func lint(_ repository: RepositoryFacts) -> (report: LintReport, graph: DependencyGraph) {
        let (outcome, graph) = evaluate(repository)
        return (report(outcome), graph)
    }

    func evaluate(_ repository: RepositoryFacts) -> (ResultMemo.Outcome, DependencyGraph) {
        let focusFiles = focus.map { focus in Set(repository.files.indices.filter { focus.contains(repository.files[$0].path) }) }
        let graph = DependencyGraph(repository: repository, workers: workers, focus: focusFiles)
        let outcome = RuleEngine.run(configuration, graph: graph, workers: workers, focus: focusFiles)
        var diagnostics = configuration.warnings + repository.diagnostics
        for project in repository.projects {
            for warning in project.warnings {
                diagnostics.append(Diagnostic(
                    .warning, warning.message, file: warning.file ?? project.path, line: warning.position.line, column: warning.position.column))
            }
        }
        for file in repository.files {
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
        let result = ResultMemo.Outcome(
            findings: findings, diagnostics: diagnostics, suppressed: suppressed.map { ResultMemo.Suppressed(finding: $0.finding, reason: $0.reason) },
            filesChecked: filesChecked)
        return (result, graph)
    }

    func report(_ outcome: ResultMemo.Outcome) -> LintReport {
        var report = LintReport(findings: outcome.findings, diagnostics: outcome.diagnostics, rules: configuration.rules, filesChecked: outcome.filesChecked)
        report.suppressed = outcome.suppressed.map { ($0.finding, $0.reason) }
        report.suppressionSeverity = configuration.suppressionSeverity
        return report
    }
}
