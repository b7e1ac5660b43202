import ArchlintBase
import ArchlintDiscovery
import ArchlintFacts
import ArchlintManifest

/// Everything read from a repository: its manifests and the facts of every Swift file. The input
/// of the graph stage, and what `archlint dump` prints.
public struct RepositoryFacts: Sendable {
    /// The manifests in effect, one per package folder, sorted by path.
    public var manifests: [PackageManifest]
    /// `Package@swift-X.swift` variants SwiftPM would not pick here (recognised, not read).
    public var inactiveManifestVariants: [String]
    /// Sorted by path.
    public var files: [SourceFile]
    /// Problems met while reading (unreadable and binary files, link loops).
    public var diagnostics: [Diagnostic]

    public init(manifests: [PackageManifest], inactiveManifestVariants: [String], files: [SourceFile], diagnostics: [Diagnostic]) {
        self.manifests = manifests
        self.inactiveManifestVariants = inactiveManifestVariants
        self.files = files
        self.diagnostics = diagnostics
    }
}

public struct SourceFile: Sendable {
    /// Relative to the root, `/`-separated.
    public var path: String
    public var module: ModuleAssignment
    public var facts: SourceFacts

    public init(path: String, module: ModuleAssignment, facts: SourceFacts) {
        self.path = path
        self.module = module
        self.facts = facts
    }
}
