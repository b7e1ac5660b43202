public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One step of the chain that explains a finding: an import line, a manifest dependency, a
/// declaration, an edge of a cycle.
public struct Evidence: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var description: String

    public init(file: String, line: Int, column: Int, description: String) {
        self.file = file
        self.line = line
        self.column = column
        self.description = description
    }
}

/// Another rule a finding also breaks: the same dependency at the same place, or a use of a type
/// folded into the finding at the import of its module. Its fingerprint keeps baselines and
/// suppressions of that rule working.
public struct RuleBreak: Sendable, Equatable {
    public var ruleId: String
    public var fingerprint: String
    /// Where that rule saw it, in the finding's file: the finding's own place, or a folded use.
    public var line: Int
    public var column: Int

    public init(ruleId: String, fingerprint: String, line: Int, column: Int) {
        self.ruleId = ruleId
        self.fingerprint = fingerprint
        self.line = line
        self.column = column
    }
}

/// A rule violation, located, explained, and identified independently of line numbers.
public struct Finding: Sendable, Equatable {
    public var ruleId: String
    public var severity: Severity
    public var message: String
    /// Relative to the linted root, `/`-separated.
    public var file: String
    public var line: Int
    public var column: Int
    public var evidence: [Evidence]
    /// What the violation is, without position: `import SwiftUI`, `LoginImpl -> PaymentImpl`,
    /// `type UserRepository`. Baselines and SARIF fingerprints key on rule, file and this.
    public var fingerprint: String
    /// The other rules this finding's violation breaks (reported once, under the most specific rule).
    public var alsoBreaks: [RuleBreak] = []
    /// What the violation is about (not reported; it decides which findings are one).
    public var subject: Violation.Subject?

    public init(ruleId: String, severity: Severity, message: String, file: String, line: Int, column: Int, evidence: [Evidence] = [], fingerprint: String) {
        self.ruleId = ruleId
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.evidence = evidence
        self.fingerprint = fingerprint
    }

    /// The rule ids this finding stands for: its own, then those it also breaks.
    public var ruleIds: [String] { [ruleId] + alsoBreaks.map(\.ruleId) }

    /// The order findings are reported in: by file, position, rule, then message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
        return a.message < b.message
    }
}
