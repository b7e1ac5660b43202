import ArchlintBase
import ArchlintRules

/// The outcome of a lint, as every report format sees it.
public struct LintReport: Sendable {
    public var findings: [Finding]
    /// Problems reading the repository (unreadable files, manifests not fully followed).
    public var diagnostics: [Diagnostic]
    public var rules: [RuleConfiguration]
    public var filesChecked: Int
    /// Findings matched by the baseline (not in `findings`).
    public var baselined: [Finding] = []
    /// Whether a baseline was applied (then each finding is new or unchanged).
    public var usesBaseline = false
    /// Findings silenced by `archlint:` comments (not in `findings`), with the reason given.
    public var suppressed: [(finding: Finding, reason: String)] = []
    /// Baseline entries that no longer occur.
    public var staleBaselineEntries: Int = 0
    /// Those entries, each with the count that no longer occurs (for reports that list them).
    public var staleBaseline: [Baseline.Entry] = []
    /// Severity of `unused-suppression` findings, for the rule list of SARIF.
    public var suppressionSeverity: Severity? = .warning

    public init(findings: [Finding], diagnostics: [Diagnostic], rules: [RuleConfiguration], filesChecked: Int) {
        self.findings = findings
        self.diagnostics = diagnostics
        self.rules = rules
        self.filesChecked = filesChecked
    }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// The one-line summary under text output.
    public var summaryLine: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts = [plural(count(.error), "error"), plural(count(.warning), "warning")]
        if count(.info) > 0 { parts.append(plural(count(.info), "note")) }
        var line = parts.joined(separator: ", ") + " in \(plural(Set(findings.map(\.file)).count, "file"))"
        line += " (\(plural(filesChecked, "file")) checked, \(plural(rules.filter(\.isEnabled).count, "rule")))"
        if !baselined.isEmpty { line += "; \(baselined.count) baselined" }
        if !suppressed.isEmpty { line += "; \(suppressed.count) suppressed" }
        if staleBaselineEntries > 0 {
            line += staleBaselineEntries == 1 ? "; 1 stale baseline entry" : "; \(staleBaselineEntries) stale baseline entries"
        }
        return line
    }
}

/// `path:line:column: error: message [rule-id]`, one finding per line, then the summary: the form
/// Xcode and editors turn into clickable issues. Info findings print as `note`.
public enum TextReport {
    public static func render(_ report: LintReport, color: Bool) -> String {
        var output = ""
        for finding in report.findings {
            let label: String
            switch finding.severity {
            case .error: label = color ? "\u{1B}[1;31merror\u{1B}[0m" : "error"
            case .warning: label = color ? "\u{1B}[1;33mwarning\u{1B}[0m" : "warning"
            case .info: label = color ? "\u{1B}[1;36mnote\u{1B}[0m" : "note"
            }
            let file = TerminalText.escaped(finding.file)
            let location = color ? "\u{1B}[1m\(file):\(finding.line):\(finding.column):\u{1B}[0m" : "\(file):\(finding.line):\(finding.column):"
            output += "\(location) \(label): \(TerminalText.escaped(finding.message)) [\(TerminalText.escaped(finding.ruleId))]\(alsoBreaks(finding))\n"
        }
        output += report.summaryLine + "\n"
        return output
    }

    /// ` (also breaks: a, b)` when other rules flag the same violation.
    static func alsoBreaks(_ finding: Finding) -> String {
        var rules: [String] = []
        for rule in finding.alsoBreaks where rule.ruleId != finding.ruleId && !rules.contains(rule.ruleId) { rules.append(rule.ruleId) }
        return rules.isEmpty ? "" : " (also breaks: \(TerminalText.escaped(rules.joined(separator: ", "))))"
    }
}

/// The stable JSON report: version, tool, findings in report order, summary.
public enum JSONReport {
    public static let version = 1

    public static func render(_ report: LintReport, toolVersion: String) -> [UInt8] {
        var json = JSONWriter(indent: 2)
        json.beginObject()
        json.field("version", version)
        json.key("tool")
        json.beginObject()
        json.field("name", "archlint")
        json.field("version", toolVersion)
        json.endObject()
        json.key("findings")
        json.beginArray()
        for finding in report.findings { write(finding, to: &json) }
        json.endArray()
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in report.diagnostics {
            json.beginObject()
            json.field("severity", diagnostic.severity.rawValue)
            json.field("file", diagnostic.file)
            json.field("line", diagnostic.line)
            json.field("column", diagnostic.column)
            json.field("message", diagnostic.message)
            json.endObject()
        }
        json.endArray()
        json.key("summary")
        json.beginObject()
        json.field("errors", report.count(.error))
        json.field("warnings", report.count(.warning))
        json.field("infos", report.count(.info))
        json.field("filesWithFindings", Set(report.findings.map(\.file)).count)
        json.field("filesChecked", report.filesChecked)
        json.field("rules", report.rules.filter(\.isEnabled).count)
        json.field("baselined", report.baselined.count)
        json.field("suppressed", report.suppressed.count)
        json.field("staleBaselineEntries", report.staleBaselineEntries)
        json.endObject()
        json.endObject()
        return json.finishedDocument()
    }

    static func write(_ finding: Finding, to json: inout JSONWriter) {
        json.beginObject()
        json.field("ruleId", finding.ruleId)
        json.field("severity", finding.severity.rawValue)
        json.field("message", finding.message)
        json.field("file", finding.file)
        json.field("line", finding.line)
        json.field("column", finding.column)
        json.key("evidence")
        json.beginArray()
        for item in finding.evidence {
            json.beginObject()
            json.field("file", item.file)
            json.field("line", item.line)
            json.field("column", item.column)
            json.field("description", item.description)
            json.endObject()
        }
        json.endArray()
        json.field("fingerprint", finding.fingerprint)
        json.key("alsoBreaks")
        json.beginArray()
        for rule in finding.alsoBreaks {
            json.beginObject()
            json.field("ruleId", rule.ruleId)
            json.field("line", rule.line)
            json.field("column", rule.column)
            json.field("fingerprint", rule.fingerprint)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}
