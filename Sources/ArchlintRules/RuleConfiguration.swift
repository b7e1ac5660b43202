import ArchlintBase

/// One configured rule: the settings every rule has, and its kind with the kind's own options.
public struct RuleConfiguration: Sendable {
    public var id: String
    public var kind: String
    /// nil when the rule is switched off.
    public var severity: Severity?
    /// What the rule protects and what to do, appended to every finding's message.
    public var message: String?
    public var scope: Scope
    public var check: any RuleKind
    /// Where the rule was defined and last changed (configuration files, presets).
    public var definedIn: [String]
    /// The merged options as configured, for `archlint explain`.
    public var options: [(key: String, value: JSONValue.Located)]

    public var isEnabled: Bool { severity != nil }

    /// A finding of this rule: its severity, and the kind's explanation followed by the rule's message.
    public func finding(_ violation: Violation) -> Finding {
        var message = violation.message
        if let guidance = self.message, !guidance.isEmpty {
            message += message.hasSuffix(".") ? " " : ". "
            message += guidance
        }
        var finding = Finding(
            ruleId: id, severity: severity ?? .info, message: message, file: violation.file, line: max(violation.line, 1),
            column: max(violation.column, 1), evidence: violation.evidence, fingerprint: violation.fingerprint)
        finding.subject = violation.subject
        return finding
    }
}

/// An example for a rule kind: a small repository (files by path; `↓` marks where a finding is
/// expected) and the rule's options as JSON5. Examples without a marker must not trigger.
public struct RuleExample: Sendable {
    public var description: String
    public var configuration: String
    /// The `layers` section the example uses, as JSON5.
    public var layers: String?
    public var files: [(path: String, content: String)]

    public init(_ description: String, configuration: String, layers: String? = nil, files: [(String, String)]) {
        self.description = description
        self.configuration = configuration
        self.layers = layers
        self.files = files.map { (path: $0.0, content: $0.1) }
    }

    public var triggers: Bool { files.contains { $0.content.contains("↓") } }
}

/// Every kind of rule archlint knows, by configuration name.
public enum RuleKinds {
    public static let all: [any RuleKind.Type] = [
        LayersRule.self, DependencyRule.self, ImportsRule.self, ConformanceRule.self, AttributesRule.self,
        ReferencesRule.self, LiteralsRule.self, TypeSizeRule.self, NamingRule.self, CyclesRule.self,
        DeclaredDependenciesRule.self,
    ]

    public static func named(_ name: String) -> (any RuleKind.Type)? {
        all.first { $0.name == name }
    }
}
