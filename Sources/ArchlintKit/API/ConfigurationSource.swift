import ArchlintRules

/// Which configuration a request uses: `file` (by default the root's `.archlint.json` or
/// `.archlint.json5`) on top of the shipped `presets`, applied in order.
public struct ConfigurationSource: Sendable, Equatable {
    public var file: String?
    public var presets: [String]

    public init(file: String? = nil, presets: [String] = []) {
        self.file = file
        self.presets = presets
    }

    /// Whether there is a configuration to load for `root`: a file or presets given, or the root's own.
    func isGiven(root: String) -> Bool {
        file != nil || !presets.isEmpty || Linter.defaultConfigurationFile(root: root) != nil
    }

    /// The configuration of `root`; an error when there is none.
    func load(root: String) throws -> Configuration {
        guard isGiven(root: root) else {
            throw ArchlintError(
                "no configuration: \(root)/.archlint.json does not exist; pass --config FILE or --preset NAME (or run `archlint init`)")
        }
        return try Linter.configurationLoader.load(file: file ?? Linter.defaultConfigurationFile(root: root), presets: presets)
    }
}
