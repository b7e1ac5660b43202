import ArchlintRules

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
