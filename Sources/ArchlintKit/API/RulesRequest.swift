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
            let configuration = try configuration.load(root: try ArchlintError.folder(root))
            return RulesResult(rules: configuration.rules, enabledCount: configuration.enabledRules.count, layers: configuration.layers.map(\.name))
        }
    }
}

/// A configuration's rules: each with its id, kind, severity (nil: off) and the files that define it.
public struct RulesResult: Sendable {
    public let rules: [RuleConfiguration]
    public let enabledCount: Int
    /// The layer names, outermost first.
    public let layers: [String]
}

/// The presets archlint ships (`rules/*.json`): what `archlint presets` lists.
public struct PresetsRequest: Sendable {
    public struct Preset: Sendable {
        public let name: String
        public let enabledRuleCount: Int
        public let description: String
    }

    public init() {}

    public func run() throws -> [Preset] {
        try ArchlintError.reporting {
            let loader = Linter.configurationLoader
            return try loader.availablePresets().map { name in
                Preset(
                    name: name, enabledRuleCount: try loader.load(file: nil, presets: [name]).enabledRules.count,
                    description: loader.presetDescription(name) ?? "")
            }
        }
    }
}
