import ArchlintDiscovery
import ArchlintProject
import ArchlintRules
import Foundation

/// Which configuration a request uses: `file` (by default the `.archlint.json` or
/// `.archlint.json5` found from the linted folder upwards) on top of the shipped `presets`,
/// applied in order.
///
/// The file found decides the root: a lint of a subfolder reads the whole repository from the
/// configuration's folder and reports what a full lint reports for the subfolder's files. The
/// lookup goes up to the top of the git work tree (outside one, up to the current folder); the
/// topmost file is the root's, and a file below it is a nested configuration of its folder, unless
/// the root's configuration excludes that folder (a fixture, a vendored package), which makes it
/// the root of its own.
public struct ConfigurationSource: Sendable, Equatable {
    public var file: String?
    public var presets: [String]

    public init(file: String? = nil, presets: [String] = []) {
        self.file = file
        self.presets = presets
    }

    /// Where a lint of a path stands: the folder it reads, and the configuration files of that folder.
    struct Lookup {
        /// The folder the repository is read from.
        var root: String
        /// The path asked for, relative to `root`, when it lies below it.
        var subfolder: String?
        /// The root's configuration file, if any.
        var file: String?
        var presets: [String]

        /// Whether there is a configuration to load: a file or presets.
        var isGiven: Bool { file != nil || !presets.isEmpty }

        /// The root's configuration, reading files through `loader`.
        func load(_ loader: ConfigurationLoader = Linter.configurationLoader) throws -> Configuration {
            guard isGiven else {
                throw ArchlintError(
                    "no configuration: no .archlint.json in \(root) or a folder above it; pass --config FILE or --preset NAME (or run `archlint init`)")
            }
            return try loader.load(files: file.map { [$0] } ?? [], presets: presets)
        }

        /// A nested configuration: the root's, then each file of `chain` (from the outermost folder in).
        func nested(_ chain: [String], loader: ConfigurationLoader) throws -> Configuration {
            try loader.load(files: (file.map { [$0] } ?? []) + chain, presets: presets)
        }
    }

    /// Finds the root and configuration file of a lint of the folder `path`.
    func lookup(_ path: String) throws -> Lookup {
        let folder = try ArchlintError.folder(path)
        if let file {
            // A configuration file given names the root too, when the path is inside its folder.
            let configurationFolder = RelativePath.parent(of: file).isEmpty ? "." : RelativePath.parent(of: file)
            if Linter.isDirectory(configurationFolder), let subfolder = Self.relative(folder, to: configurationFolder) {
                return Lookup(root: Self.rootPath(configurationFolder, for: folder, subfolder: subfolder), subfolder: subfolder.isEmpty ? nil : subfolder, file: file, presets: presets)
            }
            return Lookup(root: folder, file: file, presets: presets)
        }
        let candidates = Self.configurationFiles(from: folder)
        guard var rootFile = candidates.first else { return Lookup(root: folder, presets: presets) }
        // Each file below the root's, and last the folder asked for, is the root of its own when
        // the configuration above excludes it (a file in the folder stands for the folder).
        let folderHasNone = Linter.defaultConfigurationFile(root: folder) == nil
        for (index, candidate) in (candidates.dropFirst() + (folderHasNone ? [folder + "/.archlint.json"] : [])).enumerated() {
            let rootFolder = RelativePath.parent(of: rootFile)
            let configuration = try Linter.configurationLoader.load(files: [rootFile], presets: presets)
            guard let relative = Self.relative(RelativePath.parent(of: candidate), to: rootFolder).map({ $0 + "/.archlint.json" }) else { continue }
            let walker = FileWalker(excludedDirectories: FileWalker.defaultExcludedDirectories.union(configuration.excludeDirectories))
            guard configuration.exclude.contains(where: { $0.matches(relative) }) || !walker.enters(relative) else { continue }
            // The folder asked for, excluded and without a file: a root of its own, with the presets alone.
            if index == candidates.count - 1 { return Lookup(root: folder, presets: presets) }
            rootFile = candidate
        }
        let rootFolder = RelativePath.parent(of: rootFile)
        let subfolder = Self.relative(folder, to: rootFolder) ?? ""
        return Lookup(
            root: Self.rootPath(rootFolder, for: folder, subfolder: subfolder), subfolder: subfolder.isEmpty ? nil : subfolder, file: rootFile,
            presets: presets)
    }

    /// The root as the user named it when it is the folder asked for, else its absolute path.
    static func rootPath(_ root: String, for folder: String, subfolder: String) -> String {
        subfolder.isEmpty ? folder : Linter.canonicalPath(root)
    }

    /// The configuration files of `folder` and the folders above it, outermost first: up to the
    /// top of the git work tree, or outside one up to the current folder.
    static func configurationFiles(from folder: String) -> [String] {
        let start = Linter.canonicalPath(folder)
        let current = Linter.canonicalPath(".")
        var found: [String] = []
        var candidate = start
        while true {
            if let file = Linter.defaultConfigurationFile(root: candidate) { found.append(file) }
            if FileManager.default.fileExists(atPath: candidate + "/.git") { return found.reversed() }
            let parent = candidate == "/" ? "" : RelativePath.parent(of: candidate)
            guard !parent.isEmpty else { break }
            candidate = parent
        }
        // Not in a git work tree: the folder's own, and those of the folders from the current one down to it.
        return found.filter { RelativePath.parent(of: $0) == start || relative($0, to: current) != nil }.reversed()
    }

    /// `path` relative to `folder` ("" for the folder itself), when it lies inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        let canonicalFolder = Linter.canonicalPath(folder)
        let canonical = Linter.canonicalPath(path)
        if canonical == canonicalFolder { return "" }
        let prefix = canonicalFolder == "/" ? "/" : canonicalFolder + "/"
        return canonical.hasPrefix(prefix) ? String(canonical.dropFirst(prefix.count)) : nil
    }
}
