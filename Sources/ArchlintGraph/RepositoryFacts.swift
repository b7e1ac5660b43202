import ArchlintBase
import ArchlintDiscovery
import ArchlintFacts
import ArchlintManifest
import ArchlintProject

/// Everything read from a repository: its projects and the facts of every Swift file. The input
/// of the graph stage, and what `archlint dump` prints.
public struct RepositoryFacts: Sendable {
    /// Every project (packages, Xcode, Tuist and XcodeGen projects), sorted by path.
    public var projects: [Project]
    /// The manifests in effect, one per package folder, sorted by path, as read (`dump` shows them).
    public var manifests: [PackageManifest]
    /// `Package@swift-X.swift` variants SwiftPM would not pick here (recognised, not read).
    public var inactiveManifestVariants: [String]
    /// Sorted by path.
    public var files: [SourceFile]
    /// Problems met while reading (unreadable and binary files, link loops).
    public var diagnostics: [Diagnostic]

    public init(
        projects: [Project], manifests: [PackageManifest], inactiveManifestVariants: [String], files: [SourceFile], diagnostics: [Diagnostic]
    ) {
        self.projects = projects
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
