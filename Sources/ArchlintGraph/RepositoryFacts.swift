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
    private var readyFacts: SourceFacts
    private var deferred: DeferredFacts?
    private let knownToHaveNoDirectives: Bool

    public init(path: String, module: ModuleAssignment, facts: SourceFacts) {
        self.path = path
        self.module = module
        readyFacts = facts
        deferred = nil
        knownToHaveNoDirectives = false
    }

    /// A file whose facts are read when first asked for (by `load`, once, whichever thread asks
    /// first): a focused lint from a graph snapshot reads only the files its rules look at.
    /// `hasDirectives` says whether the facts hold `archlint:` comments, so suppressions need not
    /// read every file to find them.
    public init(path: String, module: ModuleAssignment, hasDirectives: Bool, load: @escaping @Sendable () -> SourceFacts) {
        self.path = path
        self.module = module
        readyFacts = SourceFacts()
        deferred = DeferredFacts(load)
        knownToHaveNoDirectives = !hasDirectives
    }

    public var facts: SourceFacts {
        _read {
            if let deferred { yield deferred.facts } else { yield readyFacts }
        }
        _modify {
            if let deferred {
                readyFacts = deferred.facts
                self.deferred = nil
            }
            yield &readyFacts
        }
    }

    /// Whether the file has `archlint:` comments (without reading deferred facts to tell).
    public var hasDirectives: Bool {
        knownToHaveNoDirectives ? false : !facts.directives.isEmpty
    }
}

/// Facts read on first use, by one thread while others wait.
final class DeferredFacts: @unchecked Sendable {
    /// Shared by all deferred facts (a repository has thousands of files, each would need a lock
    /// of its own): a file's lock is picked by its address.
    private static let locks = (0..<32).map { _ in Lock() }
    private let load: @Sendable () -> SourceFacts
    private var loaded: SourceFacts?

    init(_ load: @escaping @Sendable () -> SourceFacts) {
        self.load = load
    }

    var facts: SourceFacts {
        Self.locks[Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self).hashValue) >> 4) & 31].withLock {
            if let loaded { return loaded }
            let facts = load()
            loaded = facts
            return facts
        }
    }
}
