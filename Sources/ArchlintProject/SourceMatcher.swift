import ArchlintBase

/// A `SourceSelection` made ready to test many paths: files in a set, folders by prefix, globs compiled.
public struct SourceMatcher: Sendable {
    private var includedFiles: Set<String> = []
    private var includedFolders: [String] = []
    private var includedGlobs: [Glob] = []
    private var excludedFiles: Set<String> = []
    private var excludedFolders: [String] = []
    private var excludedGlobs: [Glob] = []

    public init(_ selection: SourceSelection) {
        for item in selection.include {
            switch item {
            case .file(let path): includedFiles.insert(path)
            case .folder(let path): includedFolders.append(path)
            case .glob(let pattern): includedGlobs.append(Glob(pattern))
            }
        }
        for item in selection.exclude {
            switch item {
            case .file(let path): excludedFiles.insert(path)
            case .folder(let path): excludedFolders.append(path)
            case .glob(let pattern): excludedGlobs.append(Glob(pattern))
            }
        }
    }

    /// How the selection takes `path`: by naming it, by a folder or glob, or not at all. A file a
    /// folder or glob takes is still left to a nested package that owns it (the caller knows those).
    public enum Match: Sendable, Equatable {
        case named, byPattern, none
    }

    public func match(_ path: String) -> Match {
        if excludedFiles.contains(path) || excludedFolders.contains(where: { RelativePath.isWithin(path, $0) })
            || excludedGlobs.contains(where: { $0.matches(path) })
        {
            return .none
        }
        if includedFiles.contains(path) { return .named }
        if includedFolders.contains(where: { RelativePath.isWithin(path, $0) }) || includedGlobs.contains(where: { $0.matches(path) }) {
            return .byPattern
        }
        return .none
    }
}
