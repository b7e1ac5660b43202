import Foundation
import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// In-source suppressions, each with a reason:
///
///     // archlint:disable-next-line RULE-ID[, RULE-ID…] -- reason
///     // archlint:disable-line RULE-ID -- reason          (on the line itself, e.g. a Package.swift dependency)
///     // archlint:disable RULE-ID -- reason  …  // archlint:enable RULE-ID
///     // archlint:disable-file RULE-ID -- reason
///
/// `disable-next-line` above a declaration covers its attributes and its name line. A suppression
/// without a reason, one naming an unknown rule, and one that suppresses nothing are findings of
/// the built-in rule `unused-suppression`.
public enum Suppressions {
    public static let ruleId = "unused-suppression"
    public static let summary = "Suppressions must name known rules, give a reason, and suppress something."

    public struct Outcome: Sendable {
        /// Findings no suppression matched.
        public var findings: [Finding]
        /// Findings silenced, with the reason given.
        public var suppressed: [(finding: Finding, reason: String)]
    }

    struct Entry {
        var rules: [String]
        var lines: ClosedRange<Int>
        var reason: String
        var line: Int
        var column: Int
        var used: Set<String> = []
    }

    /// Applies the suppressions of every file and manifest; adds the misuse findings (at
    /// `severity`, none when nil) to the findings that remain.
    public static func apply(_ findings: [Finding], repository: RepositoryFacts, knownRules: Set<String>, severity: Severity?) -> Outcome {
        var entriesByFile: [String: [Entry]] = [:]
        var misuse: [Finding] = []
        func report(_ message: String, file: String, line: Int, column: Int, fingerprint: String) {
            guard let severity else { return }
            misuse.append(Finding(
                ruleId: ruleId, severity: severity, message: message, file: file, line: line, column: column, fingerprint: fingerprint))
        }
        for file in repository.files where file.hasDirectives {
            let directives = file.facts.directives.map { (text: $0.text, line: Int($0.position.line), column: Int($0.position.column)) }
            entriesByFile[file.path] = entries(
                directives, lastLine: max(file.facts.lineCount, 1), declarationSpans: spans(of: file.facts), file: file.path,
                knownRules: knownRules, report: report)
        }
        // `Package.swift` and Tuist's `Project.swift`: a comment on a dependency line suppresses its findings.
        for project in repository.projects where !project.directives.isEmpty {
            let directives = project.directives.map { (text: $0.text, line: $0.position.line, column: $0.position.column) }
            entriesByFile[project.path] = entries(
                directives, lastLine: Int.max / 2, declarationSpans: [:], file: project.path, knownRules: knownRules, report: report)
        }
        var kept: [Finding] = []
        var suppressed: [(finding: Finding, reason: String)] = []
        for finding in findings {
            // A finding that also breaks other rules is covered by a suppression of any of them.
            let rules = finding.ruleIds
            guard var entries = entriesByFile[finding.file],
                let index = entries.firstIndex(where: { entry in entry.lines.contains(finding.line) && rules.contains(where: entry.rules.contains) })
            else {
                kept.append(finding)
                continue
            }
            entries[index].used.formUnion(rules.filter(entries[index].rules.contains))
            entriesByFile[finding.file] = entries
            suppressed.append((finding, entries[index].reason))
        }
        for (file, entries) in entriesByFile {
            for entry in entries {
                for rule in entry.rules where knownRules.contains(rule) && !entry.used.contains(rule) && rule != ruleId {
                    report(
                        "suppression of \(rule) matches no finding: remove it", file: file, line: entry.line, column: entry.column,
                        fingerprint: "unused suppression of \(rule)")
                }
            }
        }
        return Outcome(findings: (kept + misuse).sorted(by: Finding.reportOrder), suppressed: suppressed)
    }

    /// For each declaration start line, the line of its name (attributes may sit above it).
    static func spans(of facts: SourceFacts) -> [Int: Int] {
        var spans: [Int: Int] = [:]
        for declaration in facts.declarations {
            spans[Int(declaration.start.line)] = max(spans[Int(declaration.start.line)] ?? 0, Int(declaration.namePosition.line))
            for member in declaration.members {
                spans[Int(member.position.line)] = max(spans[Int(member.position.line)] ?? 0, Int(member.position.line))
            }
        }
        return spans
    }

    static func entries(
        _ directives: [(text: String, line: Int, column: Int)], lastLine: Int, declarationSpans: [Int: Int], file: String,
        knownRules: Set<String>, report: (String, String, Int, Int, String) -> Void
    ) -> [Entry] {
        var entries: [Entry] = []
        var open: [String: (line: Int, entry: Int)] = [:]
        for directive in directives {
            let body = directive.text.dropFirst("archlint:".count)
            let parts = body.components(separatedBy: "--")
            let head = parts[0].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
            let reason = parts.dropFirst().joined(separator: "--").trimmingCharacters(in: .whitespaces)
            guard let command = head.first else { continue }
            let rules = Array(head.dropFirst())
            let line = directive.line
            for rule in rules where !knownRules.contains(rule) {
                report("suppression names unknown rule \(rule)", file, line, directive.column, "unknown rule \(rule)")
            }
            if command == "enable" {
                for rule in rules {
                    guard let start = open.removeValue(forKey: rule) else { continue }
                    entries[start.entry].lines = entries[start.entry].lines.lowerBound...line
                }
                continue
            }
            let range: ClosedRange<Int>
            switch command {
            case "disable-next-line":
                let next = line + 1
                range = next...max(next, declarationSpans[next] ?? next)
            case "disable-line": range = line...line
            case "disable": range = line...lastLine
            case "disable-file": range = 1...lastLine
            default:
                report("unknown suppression directive archlint:\(command) (expected disable-next-line, disable-line, disable, enable, disable-file)",
                       file, line, directive.column, "unknown directive \(command)")
                continue
            }
            if rules.isEmpty {
                report("suppression names no rule: write the rule ids after archlint:\(command)", file, line, directive.column, "no rule")
                continue
            }
            if reason.isEmpty {
                report("suppression of \(rules.joined(separator: ", ")) has no reason: add `-- why` after the rule ids",
                       file, line, directive.column, "no reason for \(rules.joined(separator: ","))")
            }
            let known = rules.filter { knownRules.contains($0) }
            guard !known.isEmpty else { continue }
            entries.append(Entry(rules: known, lines: range, reason: reason, line: line, column: directive.column))
            if command == "disable" { for rule in known { open[rule] = (line, entries.count - 1) } }
        }
        return entries
    }
}
