import ArchlintBase
import ArchlintDiscovery
import ArchlintRules

/// A lint of `root` with a configuration: what `archlint lint` runs. `run()` reads the whole
/// repository (through the fact cache), evaluates every enabled rule, and applies the baseline.
public struct LintRequest: Sendable {
    /// Whose findings are reported; the graph always comes from the whole repository.
    public enum Focus: Sendable, Equatable {
        case everything
        /// Swift files, as paths from the current folder or absolute; each must be inside the root.
        case files([String])
        /// The files that differ from git `HEAD`, staged or not.
        case changed
    }

    public var root: String
    public var configuration: ConfigurationSource
    public var focus: Focus = .everything
    /// A baseline file: the findings it holds are reported as baselined, not as findings.
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

    public init(root: String = ".", configuration: ConfigurationSource = ConfigurationSource()) {
        self.root = root
        self.configuration = configuration
    }

    public func run() throws -> LintResult {
        try ArchlintError.reporting {
            let focusedFiles = try focusedFiles()
            let configuration = try configuration.load(root: root)
            let baseline = try self.baseline.map { try Baseline.parse(try Self.bytes(of: $0), file: $0) }
            let outcome = Pipeline(root: root, configuration: configuration, cache: cache, reading: reading)
                .lint(focus: focusedFiles, needsGraph: summary || audit)
            var report = outcome.report
            var baselineOutcome: LintResult.BaselineOutcome?
            if let baseline {
                let match = baseline.match(report.findings)
                report.findings = match.new
                report.baselined = match.baselined
                report.staleBaselineEntries = match.stale.reduce(0) { $0 + $1.count }
                report.staleBaseline = match.stale
                report.usesBaseline = true
                baselineOutcome = LintResult.BaselineOutcome(baselined: match.baselined, stale: match.stale)
            }
            var status: Int32 = report.findings.contains { $0.severity == .error } || (strict && !report.findings.isEmpty) ? 1 : 0
            if failOnStale, report.staleBaselineEntries > 0 { status = 1 }
            // A gate never passes over files it could not check.
            if report.diagnostics.contains(where: { $0.severity == .error }) { status = 2 }
            return LintResult(
                report: report, graph: outcome.graph, layerDefinitions: configuration.layers, root: Linter.canonicalPath(root),
                baseline: baselineOutcome, exitStatus: status, notes: outcome.notes,
                reusedCachedResult: outcome.reusedResult)
        }
    }

    /// The focus as paths relative to the root (nil: everything). Files that are not Swift
    /// sources, and changed files that were deleted, are left out.
    func focusedFiles() throws -> Set<String>? {
        let root = try ArchlintError.folder(root)
        switch focus {
        case .everything:
            return nil
        case .changed:
            do {
                return Set(try ChangedFiles.list(root: root).filter { Self.isLintable($0) && FileStatus.of(root + "/" + $0) != nil })
            } catch let error as ChangedFiles.GitError {
                throw ArchlintError("--changed asks git which files changed: \(error.description)")
            }
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
            return focus
        }
    }

    static func isLintable(_ path: String) -> Bool {
        path.hasSuffix(".swift")
    }

    static func bytes(of path: String) throws -> [UInt8] {
        switch FileReader().bytes(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw ArchlintError("\(path): \(failure.message)")
        }
    }
}
