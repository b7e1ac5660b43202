import ArchlintBase
import ArchlintDiscovery
import ArchlintProject
import ArchlintRules

/// The configurations of a repository: the root's, and one for each folder below it that holds its
/// own `.archlint.json`, merged on top of the configuration of the folder above it the way
/// `extends` merges. A folder's configuration decides which of its files are read and the findings
/// located in its files; patterns in every file are matched against paths from the root.
public struct ConfigurationTree: Sendable {
    public let root: Configuration
    /// Nested configurations by folder (relative to the root), outer folders first.
    public let nested: [(folder: String, configuration: Configuration)]

    public init(root: Configuration, nested: [(folder: String, configuration: Configuration)] = []) {
        self.root = root
        self.nested = nested
    }

    /// Loads the nested configuration files a walk found: `load` merges the files of a folder's
    /// chain (outermost first) onto the root's. A file in a folder its parent configuration
    /// excludes is not one of them.
    public static func load(
        root: Configuration, files: [FoundFile], load: (_ chain: [String]) throws -> Configuration
    ) throws -> ConfigurationTree {
        var tree = ConfigurationTree(root: root)
        var chains: [String: [String]] = ["": []]
        let outerFirst = files.sorted { ($0.path.split(separator: "/").count, $0.path) < ($1.path.split(separator: "/").count, $1.path) }
        for file in outerFirst {
            let folder = RelativePath.parent(of: file.path)
            // Two files in one folder (.json and .json5): the first, as for the root.
            guard chains[folder] == nil else { continue }
            let parent = tree.owner(of: file.path)
            let parentFolder = parent == 0 ? "" : tree.nested[parent - 1].folder
            guard tree.configuration(at: parent).includes(file.path) else { continue }
            let chain = chains[parentFolder, default: []] + [file.absolutePath]
            var configuration = try load(chain)
            if configuration.baseline != root.baseline {
                configuration.warnings.append(Diagnostic(
                    .warning, "a nested configuration's baseline is ignored: the root configuration's applies to the whole repository",
                    file: file.path))
            }
            configuration.warnings.removeAll { warning in root.warnings.contains { $0.formatted == warning.formatted } }
            chains[folder] = chain
            tree = ConfigurationTree(root: root, nested: tree.nested + [(folder, configuration)])
        }
        return tree
    }

    /// The configurations, the root's first: what `owner(of:)` indexes.
    public func configuration(at index: Int) -> Configuration {
        index == 0 ? root : nested[index - 1].configuration
    }

    public var count: Int { nested.count + 1 }

    /// Which configuration decides about `path` (relative to the root): the deepest folder holding it.
    public func owner(of path: String) -> Int {
        var owner = 0
        for (index, entry) in nested.enumerated() where RelativePath.isWithin(path, entry.folder) && path != entry.folder {
            owner = index + 1
        }
        return owner
    }

    /// Whether a source file (relative path) is read at all: its folder's configuration includes it.
    public func includes(_ path: String) -> Bool {
        let owner = owner(of: path)
        let configuration = configuration(at: owner)
        guard owner > 0, !configuration.excludeDirectories.isEmpty else { return configuration.includes(path) }
        return configuration.includes(path) && FileWalker(excludedDirectories: configuration.excludeDirectories).enters(path)
    }

    /// What a lint result depends on: every configuration's texts and where each applies.
    public var digest: UInt64 {
        var writer = BinaryWriter()
        writer.writeFixed(root.sourceDigest)
        for entry in nested {
            writer.write(entry.folder)
            writer.writeFixed(entry.configuration.sourceDigest)
        }
        return writer.withUnsafeBytes { ContentHash.xxh64($0) }
    }

    /// Whether an enabled rule of any of the configurations may report a string literal of this
    /// text: a lint lets go of the others once read (a repository has hundreds of thousands, few
    /// of them worth a finding).
    public var mayReportLiteral: @Sendable (String) -> Bool {
        let readers = (0..<count).flatMap { index in
            configuration(at: index).rules.filter { $0.isEnabled && type(of: $0.check).readsStringLiterals }.map(\.check)
        }
        // Each rule captured on its own: asked through the array, a rule was copied (its
        // patterns retained and released) for every literal of the repository.
        let tests: [@Sendable (String) -> Bool] = readers.map { rule in { rule.mayReport(literal: $0) } }
        if tests.count == 1 { return tests[0] }
        return { text in tests.contains { $0(text) } }
    }

    /// Every rule, once: the root's, then rules only nested configurations define.
    public var rules: [RuleConfiguration] {
        var rules = root.rules
        for entry in nested {
            for rule in entry.configuration.rules where !rules.contains(where: { $0.id == rule.id }) { rules.append(rule) }
        }
        return rules
    }
}
