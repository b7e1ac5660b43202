import ArchlintBase
import ArchlintDiscovery
import ArchlintProject
import ArchlintRules

/// A lint of `root` with a configuration: what `archlint lint` runs. `run()` reads the whole
/// repository (through the fact cache), evaluates every enabled rule, and applies the baseline.
///
/// The configuration is looked up from `root` upwards (see `ConfigurationSource`): when it lies
/// above, the repository is read from its folder and the findings located in `root` reported.
public struct LintRequest: Sendable {
    /// Whose findings are reported; the graph always comes from the whole repository.
    public enum Focus: Sendable, Equatable {
        case everything
        /// Swift files, as paths from the current folder or absolute; each must be inside the root.
        case files([String])
        /// The files that differ from git `HEAD`, staged or not.
        case changed
        /// The files staged for the next commit (added, copied, modified, renamed).
        case staged
    }

    /// What is read.
    public enum Snapshot: Sendable, Equatable {
        case workTree
        /// What git's index holds: the repository as the next commit will hold it, partly staged
        /// files as staged (what a pre-commit hook checks).
        case index
    }

    public var root: String
    public var configuration: ConfigurationSource
    public var focus: Focus = .everything
    /// `.index` with the `.staged` focus whatever this says.
    public var snapshot: Snapshot = .workTree
    /// A baseline file: the findings it holds are reported as baselined, not as findings. By
    /// default, the configuration's `baseline`.
    public var baseline: String?
    public var cache: CacheSetting = .automatic
    public var reading = ReadingOptions()
    /// Findings of any severity fail the gate, not only errors.
    public var strict = false
    /// Baseline entries that no longer occur fail the gate.
    public var failOnStale = false
    /// Keeps the dependency graph for `LintResult.rendered(.text, summary: true)`.
    public var summary = false
    /// Keeps what the HTML audit report draws (the graph), for `rendered(.html)`.
    public var audit = false
    /// Told what the lint is doing as each stage starts, for a progress line.
    public var progress: (@Sendable (String) -> Void)?

    public init(root: String = ".", configuration: ConfigurationSource = ConfigurationSource()) {
        self.root = root
        self.configuration = configuration
    }

    public func run() throws -> LintResult {
        try ArchlintError.reporting {
            var pipeline = try Pipeline(
                path: root, source: configuration, staged: snapshot == .index || focus == .staged, cache: cache, reading: reading,
                focused: focus != .everything)
            pipeline.progress = progress
            let (focusedFiles, revisions) = try focusedFiles(pipeline)
            let baselineFile = self.baseline ?? pipeline.configuration.baseline
            let baseline = try baselineFile.map { file in
                guard FileStatus.of(file) != nil || pipeline.snapshot?.configurationLocation(of: file) != file else {
                    throw ArchlintError("no baseline at \(file)\(self.baseline == nil ? " (the configuration's \"baseline\")" : ""): `archlint baseline` records one")
                }
                return try Baseline.parse(try Self.bytes(of: pipeline.snapshot?.configurationLocation(of: file) ?? file, named: file), file: file)
            }
            let outcome = try pipeline.lint(
                focus: focusedFiles, subfolder: focusedFiles == nil ? pipeline.lookup.subfolder : nil, needsGraph: summary || audit,
                revisions: revisions)
            var report = outcome.report
            var baselineOutcome: LintResult.BaselineOutcome?
            if let baseline {
                let match = baseline.match(report.findings)
                report.findings = match.new
                report.baselined = match.baselined
                // Outside the files reported on, an entry that matched nothing may still occur.
                let stale = focusedFiles == nil ? match.stale.filter { RelativePath.isWithin($0.file, pipeline.lookup.subfolder ?? "") } : []
                report.staleBaselineEntries = stale.reduce(0) { $0 + $1.count }
                report.staleBaseline = stale
                report.usesBaseline = true
                baselineOutcome = LintResult.BaselineOutcome(baselined: match.baselined, stale: stale)
            }
            var status: Int32 = report.findings.contains { $0.severity == .error } || (strict && !report.findings.isEmpty) ? 1 : 0
            if failOnStale, report.staleBaselineEntries > 0 { status = 1 }
            // A gate never passes over files it could not check.
            if report.diagnostics.contains(where: { $0.severity == .error }) { status = 2 }
            var result = LintResult(
                report: report, graph: outcome.graph, layerDefinitions: pipeline.configuration.layers, root: Linter.canonicalPath(pipeline.root), rootIsAbsolute: root.hasPrefix("/"),
                baseline: baselineOutcome, exitStatus: status, failBuildOnErrors: pipeline.configuration.failBuildOnErrors, notes: outcome.notes,
                reusedCachedResult: outcome.reusedResult)
            result.reusedGraphSnapshot = outcome.reusedGraphSnapshot
            return result
        }
    }

    /// The focus as paths relative to the root (nil: everything). Files that are not Swift
    /// sources, and changed files that were deleted, are left out. With a focus in a git
    /// repository, what git tells about the work tree too, for the graph snapshot.
    func focusedFiles(_ pipeline: Pipeline) throws -> (Set<String>?, GraphSnapshotStore.Revisions?) {
        let root = pipeline.root
        let within = { (path: String) in RelativePath.isWithin(path, pipeline.lookup.subfolder ?? "") }
        switch focus {
        case .everything:
            return (nil, nil)
        case .changed:
            do {
                let head = ChangedFiles.head(root: root)
                if head == nil { try ChangedFiles.requireWorkTree(root: root) }
                let changed = try ChangedFiles.changed(since: head, root: root)
                let revisions = head.map { ChangedFiles.revisions(root: root, head: $0, changedFromHead: changed) }
                let focus = Set(changed.filter { Self.isLintable($0) && within($0) && FileStatus.of(root + "/" + $0) != nil })
                return (focus, Self.usable(revisions, with: pipeline.snapshot))
            } catch let error as ChangedFiles.GitError {
                throw ArchlintError("--changed asks git which files changed: \(error.description)")
            }
        case .staged:
            guard let snapshot = pipeline.snapshot else { preconditionFailure("a lint of the staged files reads the index") }
            let focus = Set(snapshot.stagedFiles.filter { Self.isLintable($0) && within($0) })
            let revisions = snapshot.head.map { ChangedFiles.revisions(root: root, head: $0, changedFromHead: snapshot.changedFromHead, indexOnly: true) }
            return (focus, Self.usable(revisions, with: snapshot))
        case .files(let files):
            let canonicalRoot = Linter.canonicalPath(root)
            var focus = Set<String>()
            for file in files {
                guard !Linter.isDirectory(file) else { throw ArchlintError("lint takes one folder, or files (\(file) is a folder)") }
                guard FileStatus.of(file) != nil else { throw ArchlintError("no file or folder at \(file)") }
                guard Self.isLintable(file) else { continue }
                let canonical = Linter.canonicalPath(file)
                guard canonical.hasPrefix(canonicalRoot + "/") else { throw ArchlintError("\(file) is outside the root \(root)") }
                focus.insert(String(canonical.dropFirst(canonicalRoot.count + 1)))
            }
            // The hooks lint the staged files this way: in a git work tree, from the graph snapshot too.
            return (focus, Self.usable(ChangedFiles.head(root: root).map { ChangedFiles.revisions(root: root, head: $0) }, with: pipeline.snapshot))
        }
    }

    /// The revisions a lint may start from the graph snapshot with. The snapshot is patched from
    /// the work tree: when the lint reads git's index, only while the two agree on every tracked
    /// file (so what changed can be asked of the index alone), and a file staged for deletion
    /// (still in the work tree) builds the graph again.
    static func usable(_ revisions: GraphSnapshotStore.Revisions?, with snapshot: StagedSnapshot?) -> GraphSnapshotStore.Revisions? {
        guard var revisions, let snapshot else { return revisions }
        guard snapshot.replaced.isEmpty else { return nil }
        let changedSince = revisions.changedSince
        revisions.changedSince = { revision in
            changedSince(revision).flatMap { paths in paths.contains(where: snapshot.isAbsent) ? nil : paths }
        }
        return revisions
    }

    static func isLintable(_ path: String) -> Bool {
        path.hasSuffix(".swift")
    }

    static func bytes(of path: String, named name: String? = nil) throws -> [UInt8] {
        switch FileReader().bytes(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw ArchlintError("\(name ?? path): \(failure.message)")
        }
    }
}
