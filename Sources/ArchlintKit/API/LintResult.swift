import ArchlintBase
import ArchlintDiscovery
import ArchlintGraph
import ArchlintReport
import ArchlintRules

/// What a lint found, and the exit status a gate should use: 2 when files or folders could not be
/// read (the lint is incomplete), else 1 when a finding fails it (an error, any finding under
/// `strict`, a stale baseline entry under `failOnStale`), else 0.
public struct LintResult {
    /// What the baseline held back, and its entries that no longer occur.
    public struct BaselineOutcome {
        public var baselined: [Finding]
        public var stale: [Baseline.Entry]
    }

    private(set) var report: LintReport
    let graph: DependencyGraph?
    /// What the HTML report draws beyond the findings: the layers, and the root its code excerpts are read from.
    let layerDefinitions: [LayerDefinition]
    let root: String
    /// Whether the request named its root by an absolute path: then so are the files named.
    let rootIsAbsolute: Bool
    /// Present when the request named a baseline.
    public let baseline: BaselineOutcome?
    public private(set) var exitStatus: Int32
    /// The configuration's `failBuildOnErrors`: what `asBuildStep()` does with error findings.
    let failBuildOnErrors: Bool
    /// Problems of the cache (it could not be written), worth telling but not failing for.
    public let notes: [String]
    /// Whether the result is the cached one of an earlier lint (nothing it read has changed).
    public let reusedCachedResult: Bool
    /// Whether a focused lint started from the graph an earlier one stored (patched with the
    /// files changed since) instead of reading the repository and building the graph.
    public var reusedGraphSnapshot = false

    /// The result as a build step reports it (the plugins, `lint --build-tool`): unless the
    /// configuration sets `failBuildOnErrors`, error findings are warnings and the build passes.
    public func asBuildStep() -> LintResult {
        guard !failBuildOnErrors else { return self }
        var result = self
        result.report.findings = report.findings.map { finding in
            var finding = finding
            if finding.severity == .error { finding.severity = .warning }
            return finding
        }
        result.exitStatus = 0
        return result
    }

    /// The findings, baselined ones left out, in report order.
    public var findings: [Finding] { report.findings }
    /// Findings a suppression comment silenced, with its reason.
    public var suppressed: [(finding: Finding, reason: String)] { report.suppressed }
    /// Problems met reading the repository: unreadable files, manifests and projects read in part.
    public var diagnostics: [Diagnostic] { report.diagnostics }
    /// Files and folders that could not be read at all (errors among the diagnostics).
    public var unreadable: [Diagnostic] { report.diagnostics.filter { $0.severity == .error } }
    /// Why the lint is incomplete, when files or folders could not be read: one line after their list.
    public var incompleteness: String? {
        let count = unreadable.count
        guard count > 0 else { return nil }
        return "error: \(count) \(count == 1 ? "file or folder" : "files or folders") could not be read, so the lint is incomplete; "
            + "fix their permissions, or exclude them in the configuration (\"exclude\": [\"path/**\"]) to skip them on purpose"
    }
    /// Source files and project files whose findings are reported.
    public var filesChecked: Int { report.filesChecked }

    /// The report in `format`: text with ANSI colours when `color`, and with counts per rule and
    /// module and coupling figures when `summary` (for a request that asked for `summary`); HTML
    /// for a request that asked for an `audit`. Text and GitHub annotations name files as `paths`
    /// says; the other formats from the root (SARIF's URIs are relative to `SRCROOT`).
    public func rendered(_ format: ReportFormat, color: Bool = false, summary: Bool = false, paths: PathStyle = .repository) -> [UInt8] {
        var report = self.report
        if format == .text || format == .github, paths != .repository {
            report.findings = report.findings.map { finding in
                var finding = finding
                finding.file = displayPath(finding.file, paths)
                return finding
            }
        }
        switch format {
        case .html:
            guard let graph else { preconditionFailure("an HTML report is drawn from its lint's graph: ask for `audit`") }
            return HTMLReport.render(
                report, graph: graph, layers: LayerMap(definitions: layerDefinitions, graph: graph), root: root, toolVersion: Archlint.version)
        case .json: return JSONReport.render(report, toolVersion: Archlint.version)
        case .sarif: return SARIFReport.render(report, toolVersion: Archlint.version)
        case .github: return Array(GitHubReport.render(report).utf8)
        case .text:
            var text = TextReport.render(report, color: color)
            if summary, let graph { text += SummaryReport.render(report, graph: graph) }
            return Array(text.utf8)
        }
    }
}

extension LintResult {
    /// How a report names files.
    public enum PathStyle: Sendable {
        /// From the root, as configurations and baselines do.
        case repository
        /// As compilers print them: from the current folder, or absolute when the root was named
        /// by an absolute path (editors and terminals open them either way).
        case relative
        case absolute
    }

    /// `path` (relative to the root, or absolute) as `style` names it.
    public func displayPath(_ path: String, _ style: PathStyle) -> String {
        guard style != .repository else { return path }
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        guard style == .relative, !rootIsAbsolute else { return absolute }
        return Self.relativePath(absolute, from: Linter.canonicalPath("."))
    }

    /// The note for a baseline entry that no longer occurs, on one line, its file named as `style` says.
    public func staleNote(_ entry: Baseline.Entry, _ style: PathStyle) -> String {
        var entry = entry
        entry.file = displayPath(entry.file, style)
        return entry.staleNote
    }

    /// A problem met reading the repository, its file named as `style` says (a name that is no
    /// file, `preset layered-mvvm`, stays as it is).
    public func displayed(_ diagnostic: Diagnostic, _ style: PathStyle) -> Diagnostic {
        var diagnostic = diagnostic
        if let file = diagnostic.file, file.hasPrefix("/") || FileStatus.of(root + "/" + file) != nil {
            diagnostic.file = displayPath(file, style)
        }
        return diagnostic
    }

    /// `path` from `folder` (both absolute), climbing with `..` where it is not below it.
    static func relativePath(_ path: String, from folder: String) -> String {
        if path.hasPrefix(folder + "/") { return String(path.dropFirst(folder.count + 1)) }
        let target = path.split(separator: "/", omittingEmptySubsequences: true)
        let base = folder.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }
}

/// The formats of a lint report.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule-id]`, then a summary line.
    case text
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// GitHub Actions workflow commands (annotations).
    case github
    /// A self-contained audit page: the architecture picture, findings with their code, coupling.
    case html
}
