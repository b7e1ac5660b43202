import ArchlintBase
import ArchlintRules

/// SARIF 2.1.0 for code scanning: one run, the rules that ran with their metadata, every result
/// with a relative location under `SRCROOT`, its evidence as related locations (and as a code flow
/// when it is a chain), fingerprints that survive unrelated edits, and baseline and suppression
/// states instead of dropping accepted findings.
public enum SARIFReport {
    public static let informationURI = "https://github.com/archlint/archlint"
    public static let uriBase = "SRCROOT"

    public static func render(_ report: LintReport, toolVersion: String) -> [UInt8] {
        var rules = report.rules.filter(\.isEnabled).map { rule in
            RuleMetadata(
                id: rule.id, kind: rule.kind, summary: RuleKinds.named(rule.kind)?.summary ?? rule.kind,
                message: rule.message, documentation: RuleKinds.named(rule.kind)?.documentation ?? "", level: level(rule.severity ?? .info))
        }
        if let severity = report.suppressionSeverity {
            rules.append(RuleMetadata(
                id: Suppressions.ruleId, kind: "suppressions", summary: Suppressions.summary, message: nil,
                documentation: "archlint:disable-next-line / disable-line / disable … enable / disable-file RULE-ID -- reason",
                level: level(severity)))
        }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }

        var json = JSONWriter(indent: 2)
        json.beginObject()
        json.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.field("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.field("name", "archlint")
        json.field("version", toolVersion)
        json.field("semanticVersion", toolVersion)
        json.field("informationUri", informationURI)
        json.key("rules")
        json.beginArray()
        for rule in rules { write(rule, to: &json) }
        json.endArray()
        json.endObject()
        json.endObject()
        json.key("automationDetails")
        json.beginObject()
        json.field("id", "archlint/lint/")
        json.endObject()
        json.key("originalUriBaseIds")
        json.beginObject()
        json.key(uriBase)
        json.beginObject()
        json.key("description")
        json.beginObject()
        json.field("text", "The root of the linted repository; every artifact URI is relative to it.")
        json.endObject()
        json.endObject()
        json.endObject()
        json.field("columnKind", "unicodeCodePoints")
        json.key("results")
        json.beginArray()
        for finding in report.findings {
            write(finding, ruleIndex: ruleIndex[finding.ruleId], baselineState: report.usesBaseline ? "new" : nil, suppression: nil, to: &json)
        }
        for finding in report.baselined {
            write(finding, ruleIndex: ruleIndex[finding.ruleId], baselineState: "unchanged",
                  suppression: ("external", "Accepted in the baseline file"), to: &json)
        }
        for (finding, reason) in report.suppressed {
            write(finding, ruleIndex: ruleIndex[finding.ruleId], baselineState: report.usesBaseline ? "unchanged" : nil,
                  suppression: ("inSource", reason.isEmpty ? "archlint: suppression comment" : reason), to: &json)
        }
        json.endArray()
        writeInvocation(report.diagnostics, to: &json)
        json.endObject()
        json.endArray()
        json.endObject()
        return json.finishedDocument()
    }

    /// What went wrong reading the input (an unreadable file, a manifest warning) as notifications;
    /// a run that could not read something did not check it, so it is not successful.
    static func writeInvocation(_ diagnostics: [Diagnostic], to json: inout JSONWriter) {
        json.key("invocations")
        json.beginArray()
        json.beginObject()
        json.field("executionSuccessful", !diagnostics.contains { $0.severity == .error })
        json.key("toolExecutionNotifications")
        json.beginArray()
        for diagnostic in diagnostics {
            json.beginObject()
            json.field("level", diagnostic.severity.rawValue)
            json.key("message")
            json.beginObject()
            json.field("text", diagnostic.message)
            json.endObject()
            if let file = diagnostic.file {
                json.key("locations")
                json.beginArray()
                json.beginObject()
                writeLocation(file: file, line: diagnostic.line, column: diagnostic.column, to: &json)
                json.endObject()
                json.endArray()
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
    }

    struct RuleMetadata {
        var id: String
        var kind: String
        var summary: String
        var message: String?
        var documentation: String
        var level: String
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    static func write(_ rule: RuleMetadata, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", rule.id)
        json.field("name", rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        json.key("shortDescription")
        json.beginObject()
        json.field("text", rule.summary)
        json.endObject()
        json.key("fullDescription")
        json.beginObject()
        json.field("text", rule.message ?? rule.summary)
        json.endObject()
        json.key("help")
        json.beginObject()
        let help = (rule.message.map { $0 + "\n\n" } ?? "") + "Rule kind `\(rule.kind)`.\n\n" + rule.documentation
        json.field("text", help)
        json.field("markdown", help)
        json.endObject()
        json.key("defaultConfiguration")
        json.beginObject()
        json.field("level", rule.level)
        json.endObject()
        json.key("properties")
        json.beginObject()
        json.field("tags", strings: ["architecture", rule.kind])
        json.endObject()
        json.endObject()
    }

    static func writeLocation(file: String, line: Int, column: Int, to json: inout JSONWriter) {
        json.key("physicalLocation")
        json.beginObject()
        json.key("artifactLocation")
        json.beginObject()
        json.field("uri", percentEncoded(file))
        json.field("uriBaseId", uriBase)
        json.endObject()
        json.key("region")
        json.beginObject()
        json.field("startLine", max(line, 1))
        json.field("startColumn", max(column, 1))
        json.endObject()
        json.endObject()
    }

    static func write(_ finding: Finding, ruleIndex: Int?, baselineState: String?, suppression: (kind: String, justification: String)?, to json: inout JSONWriter) {
        json.beginObject()
        json.field("ruleId", finding.ruleId)
        if let ruleIndex { json.field("ruleIndex", ruleIndex) }
        json.field("level", level(finding.severity))
        json.key("message")
        json.beginObject()
        json.field("text", finding.message)
        json.endObject()
        json.key("locations")
        json.beginArray()
        json.beginObject()
        writeLocation(file: finding.file, line: finding.line, column: finding.column, to: &json)
        json.endObject()
        json.endArray()
        if !finding.evidence.isEmpty {
            json.key("relatedLocations")
            json.beginArray()
            for (index, item) in finding.evidence.enumerated() {
                json.beginObject()
                json.field("id", index)
                writeLocation(file: item.file, line: item.line, column: item.column, to: &json)
                json.key("message")
                json.beginObject()
                json.field("text", item.description)
                json.endObject()
                json.endObject()
            }
            json.endArray()
        }
        if finding.evidence.count >= 2 {
            // A chain (a cycle, a layer violation's use and declaration): the path in order.
            json.key("codeFlows")
            json.beginArray()
            json.beginObject()
            json.key("threadFlows")
            json.beginArray()
            json.beginObject()
            json.key("locations")
            json.beginArray()
            for item in finding.evidence {
                json.beginObject()
                json.key("location")
                json.beginObject()
                writeLocation(file: item.file, line: item.line, column: item.column, to: &json)
                json.key("message")
                json.beginObject()
                json.field("text", item.description)
                json.endObject()
                json.endObject()
                json.endObject()
            }
            json.endArray()
            json.endObject()
            json.endArray()
            json.endObject()
            json.endArray()
        }
        json.key("partialFingerprints")
        json.beginObject()
        json.field("archlint/v1", StableHash.hex("\(finding.ruleId)\u{0}\(finding.file)\u{0}\(finding.fingerprint)"))
        json.endObject()
        if let baselineState { json.field("baselineState", baselineState) }
        if !finding.alsoBreaks.isEmpty {
            // The other rules this violation breaks, reported once under the most specific rule.
            json.key("properties")
            json.beginObject()
            json.key("alsoBreaks")
            json.beginArray()
            for rule in finding.alsoBreaks {
                json.beginObject()
                json.field("ruleId", rule.ruleId)
                json.field("line", rule.line)
                json.field("column", rule.column)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        if let suppression {
            json.key("suppressions")
            json.beginArray()
            json.beginObject()
            json.field("kind", suppression.kind)
            json.field("status", "accepted")
            json.field("justification", suppression.justification)
            json.endObject()
            json.endArray()
        }
        json.endObject()
    }

    /// A relative URI reference: path segments kept, other reserved characters escaped.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case 65...90, 97...122, 48...57, 45, 46, 95, 126, 47, 43, 64:  // unreserved, `/`, `+`, `@`
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

/// `::error file=…,line=…,col=…,title=…::message`: annotations for GitHub Actions.
public enum GitHubReport {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            output += "::\(command) file=\(property(finding.file)),line=\(finding.line),col=\(finding.column),title=\(property(finding.ruleId))::\(data(finding.message + TextReport.alsoBreaks(finding)))\n"
        }
        // Problems reading the input, where the reviewer looks too (an unreadable file was not checked).
        for diagnostic in report.diagnostics where diagnostic.severity != .note {
            var place = diagnostic.file.map { "file=\(property($0))," } ?? ""
            if diagnostic.file != nil, diagnostic.line > 0 { place += "line=\(diagnostic.line),col=\(max(diagnostic.column, 1))," }
            output += "::\(diagnostic.severity.rawValue) \(place)title=archlint::\(data(diagnostic.message))\n"
        }
        return output
    }

    static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }

    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
