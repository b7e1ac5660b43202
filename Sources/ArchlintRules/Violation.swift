/// What a rule kind reports: where, what, the chain that explains it, and what it is about. The
/// engine makes it a finding of the rule (severity, the rule's message, suppressions, baseline).
public struct Violation: Sendable, Equatable {
    /// What a violation is about, so several rules flagging one dependency at one place make one finding.
    public enum Subject: Sendable, Hashable {
        /// An import of a module (named as the graph names it: by target name for the repository's own).
        case imported(String)
        /// A dependency on a module declared in a project file.
        case declared(String)
        /// A use of a type of the repository, declared in `module`.
        case type(qualifiedName: String, module: String)
        /// A use of a name that is not a repository type (`URLSession`, `print`).
        case name(String)
    }

    public var message: String
    /// Relative to the linted root.
    public var file: String
    public var line: Int
    public var column: Int
    public var evidence: [Evidence]
    /// What the violation is, without position: `import SwiftUI`, `edge LoginImpl -> PaymentImpl`,
    /// `type UserRepository`. Baselines and SARIF fingerprints key on rule, file and this.
    public var fingerprint: String
    /// nil for violations that are not a dependency (a size, a name, a missing attribute, a cycle).
    public var subject: Subject?

    public init(
        _ message: String, file: String, line: Int, column: Int, evidence: [Evidence] = [], fingerprint: String, subject: Subject? = nil
    ) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.evidence = evidence
        self.fingerprint = fingerprint
        self.subject = subject
    }
}
