/// One place, one finding. Rules overlap — a layer rule, a dependency rule and an import rule can
/// all forbid the same `import Data` — and a user should see (and suppress, and baseline) that
/// violation once:
/// - findings of several rules at the same place about the same dependency or symbol become one,
///   reported under the most specific rule, the others listed in `alsoBreaks`;
/// - a file that imports a module against the rules and uses its types gets one finding at the
///   import, with the uses as related locations (`foldUses`).
/// A dependency declared in a project file stays its own finding: it is fixed there.
public enum FindingMerge {
    /// Kinds that name exactly what they forbid come before kinds that forbid by pattern or layer.
    static let kindPrecedence = ["imports", "references", "conformance", "attributes", "dependency", "declared-dependencies", "layers", "cycles"]

    /// What decides which rule reports a merged finding: a higher severity first (the gate must
    /// not change), then the more specific kind, then the rule whose scope selects fewer files.
    public struct Specificity: Sendable {
        /// Per rule id: its kind's precedence and how many files its scope selects.
        var rank: [String: (kind: Int, scopeSize: Int)] = [:]

        public init() {}

        public mutating func add(rule: String, kind: String, scopeSize: Int) {
            rank[rule] = (FindingMerge.kindPrecedence.firstIndex(of: kind) ?? FindingMerge.kindPrecedence.count, scopeSize)
        }

        func precedes(_ a: Finding, _ b: Finding) -> Bool {
            if a.severity != b.severity { return a.severity > b.severity }
            let (rankA, rankB) = (rank[a.ruleId] ?? (Int.max, Int.max), rank[b.ruleId] ?? (Int.max, Int.max))
            if rankA.kind != rankB.kind { return rankA.kind < rankB.kind }
            if rankA.scopeSize != rankB.scopeSize { return rankA.scopeSize < rankB.scopeSize }
            return (a.ruleId, a.fingerprint) < (b.ruleId, b.fingerprint)
        }
    }

    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int
        var subject: Violation.Subject
    }

    /// Findings at the same place about the same subject, merged; in report order.
    public static func mergeSamePlace(_ findings: [Finding], specificity: Specificity) -> [Finding] {
        var groups: [Place: [Finding]] = [:]
        var result: [Finding] = []
        for finding in findings {
            guard let subject = finding.subject else {
                result.append(finding)
                continue
            }
            groups[Place(file: finding.file, line: finding.line, column: finding.column, subject: subject), default: []].append(finding)
        }
        for group in groups.values {
            let ordered = group.sorted(by: specificity.precedes)
            var primary = ordered[0]
            for other in ordered.dropFirst() {
                primary.alsoBreaks.append(RuleBreak(ruleId: other.ruleId, fingerprint: other.fingerprint, line: other.line, column: other.column))
                primary.alsoBreaks += other.alsoBreaks
            }
            result.append(primary)
        }
        return result.sorted(by: Finding.reportOrder)
    }

    /// In each file, uses of a module's types folded into a finding at that module's import, when
    /// the import's finding is at least as severe: the import is what to remove.
    public static func foldUses(_ findings: [Finding]) -> [Finding] {
        var importFinding: [String: Int] = [:]  // "file\0module" → index
        for (index, finding) in findings.enumerated() {
            guard case .imported(let module) = finding.subject else { continue }
            let key = finding.file + "\u{0}" + module
            if importFinding[key] == nil { importFinding[key] = index }
        }
        guard !importFinding.isEmpty else { return findings }
        var result = findings
        var folded = Set<Int>()
        for (index, finding) in findings.enumerated() {
            guard case .type(let name, let module) = finding.subject, let target = importFinding[finding.file + "\u{0}" + module],
                result[target].severity >= finding.severity
            else { continue }
            let simpleName = name.split(separator: ".").last.map(String.init) ?? name
            result[target].evidence.append(Evidence(file: finding.file, line: finding.line, column: finding.column, description: "uses \(simpleName)"))
            result[target].alsoBreaks.append(RuleBreak(ruleId: finding.ruleId, fingerprint: finding.fingerprint, line: finding.line, column: finding.column))
            result[target].alsoBreaks += finding.alsoBreaks
            folded.insert(index)
        }
        return result.indices.filter { !folded.contains($0) }.map { result[$0] }
    }
}
