import ArchlintBase

/// A `SourceSelection` made ready to test many paths: files in a set, folders by prefix, globs compiled.
///
/// A class: every Swift file is tested against the matchers of the targets around it, and each
/// test of a value would copy (retain and release) its six collections.
public final class SourceMatcher: Sendable {
    private let includedFiles: Set<String>
    private let includedFolders: [String]
    private let includedGlobs: [Glob]
    private let excludedFiles: Set<String>
    private let excludedFolders: [String]
    private let excludedGlobs: [Glob]

    public init(_ selection: SourceSelection) {
        (includedFiles, includedFolders, includedGlobs) = Self.split(selection.include)
        (excludedFiles, excludedFolders, excludedGlobs) = Self.split(selection.exclude)
    }

    private static func split(_ items: [SourceSelection.Item]) -> (files: Set<String>, folders: [String], globs: [Glob]) {
        var split: (files: Set<String>, folders: [String], globs: [Glob]) = ([], [], [])
        for item in items {
            switch item {
            case .file(let path): split.files.insert(path)
            case .folder(let path): split.folders.append(path)
            case .glob(let pattern): split.globs.append(Glob(pattern))
            }
        }
        return split
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
