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
    @usableFromInline var storage: FactsStorage

    public init(path: String, module: ModuleAssignment, facts: SourceFacts) {
        self.path = path
        self.module = module
        storage = FactsStorage(facts)
    }

    /// A file whose facts are read when first asked for (by `load`, once, whichever thread asks
    /// first): a focused lint from a graph snapshot reads only the files its rules look at.
    /// `hasDirectives` says whether the facts hold `archlint:` comments, so suppressions need not
    /// read every file to find them.
    public init(path: String, module: ModuleAssignment, hasDirectives: Bool, load: @escaping @Sendable () -> SourceFacts) {
        self.path = path
        self.module = module
        storage = FactsStorage(load: load, hasDirectives: hasDirectives)
    }

    /// Read in place (an address, not a copy): rules read a few fields of the facts of
    /// thousands of files.
    public var facts: SourceFacts {
        @inlinable unsafeAddress { storage.address }
        unsafeMutableAddress {
            if !isKnownUniquelyReferenced(&storage) { storage = FactsStorage(storage.address.pointee) }
            return storage.mutableAddress
        }
    }

    /// Whether the file has `archlint:` comments (without reading deferred facts to tell).
    public var hasDirectives: Bool {
        storage.mayHaveDirectives && !facts.directives.isEmpty
    }
}

/// Where a file's facts live: allocated once, so that reading them is reading through a pointer;
/// deferred facts are decoded on first use, by one thread while others wait.
@usableFromInline
final class FactsStorage: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<SourceFacts>
    /// Whether the facts are decoded on first use (and each access takes the lock, never racing
    /// with the decoding); fixed when made.
    @usableFromInline let isDeferred: Bool
    /// Nil once the facts are there.
    private var load: (@Sendable () -> SourceFacts)?
    let mayHaveDirectives: Bool
    /// Shared by all deferred facts (a repository has thousands of files, each would need a lock
    /// of its own): a file's lock is picked by its address.
    private static let locks = (0..<32).map { _ in Lock() }

    init(_ facts: SourceFacts) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: facts)
        isDeferred = false
        load = nil
        mayHaveDirectives = true
    }

    init(load: @escaping @Sendable () -> SourceFacts, hasDirectives: Bool) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: SourceFacts())
        isDeferred = true
        self.load = load
        mayHaveDirectives = hasDirectives
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    @inlinable
    var address: UnsafePointer<SourceFacts> {
        isDeferred ? loaded() : UnsafePointer(pointer)
    }

    var mutableAddress: UnsafeMutablePointer<SourceFacts> {
        _ = address
        return pointer
    }

    @usableFromInline
    func loaded() -> UnsafePointer<SourceFacts> {
        Self.locks[Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self).hashValue) >> 4) & 31].withLock {
            if let load {
                pointer.pointee = load()
                self.load = nil
            }
        }
        return UnsafePointer(pointer)
    }
}
