import ArchlintRules

/// The rules a configuration defines, enabled or not, and its layers: what `archlint rules` lists.
public struct RulesRequest: Sendable {
    public var root: String
    public var configuration: ConfigurationSource

    public init(root: String = ".", configuration: ConfigurationSource = ConfigurationSource()) {
        self.root = root
        self.configuration = configuration
    }

    public func run() throws -> RulesResult {
        try ArchlintError.reporting {
            let configuration = try configuration.lookup(root).load()
            return RulesResult(
                rules: configuration.rules, enabledCount: configuration.enabledRules.count, layers: configuration.layers.map(\.name),
                parameters: configuration.parameters)
        }
    }
}

/// A configuration's rules: each with its id, kind, severity (nil: off) and the files that define it.
public struct RulesResult: Sendable {
    public let rules: [RuleConfiguration]
    public let enabledCount: Int
    /// The layer names, outermost first.
    public let layers: [String]
    /// The parameters the configuration declares, with their values in effect.
    public let parameters: [Parameters.Parameter]
}
