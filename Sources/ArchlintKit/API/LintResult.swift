import ArchlintBase
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

    let report: LintReport
    let graph: DependencyGraph?
    /// What the HTML report draws beyond the findings: the layers, and the root its code excerpts are read from.
    let layerDefinitions: [LayerDefinition]
    let root: String
    /// Present when the request named a baseline.
    public let baseline: BaselineOutcome?
    public let exitStatus: Int32
    /// Problems of the cache (it could not be written), worth telling but not failing for.
    public let notes: [String]
    /// Whether the result is the cached one of an earlier lint (nothing it read has changed).
    public let reusedCachedResult: Bool

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
    /// for a request that asked for an `audit`.
    public func rendered(_ format: ReportFormat, color: Bool = false, summary: Bool = false) -> [UInt8] {
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
