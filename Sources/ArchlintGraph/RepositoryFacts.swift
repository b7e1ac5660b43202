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

    /// The facts of the file at `index`, read in place. `files[index].facts` first copies the
    /// file's entry, retaining its path, module and storage, and releases them after: atomic
    /// operations that cost rules reading a few fields of thousands of files more than the reading.
    public subscript(factsOf index: Int) -> SourceFacts {
        @inlinable unsafeAddress { addressOfFacts(ofFile: index) }
    }

    /// Where the facts of the file at `index` are, for code reading many of their fields: a
    /// name bound to `self[factsOf:]`, or a parameter given it, is a copy of every array they
    /// hold. Valid as long as the repository is.
    @inlinable public func addressOfFacts(ofFile index: Int) -> UnsafePointer<SourceFacts> {
        precondition(files.indices.contains(index), "file index out of range")
        return files.withUnsafeBufferPointer { $0[index].storage.address }
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

    /// A file whose facts are read from `source` when first asked for (once, whichever thread
    /// asks first): a focused lint from a graph snapshot reads only the files its rules look at.
    /// `hasDirectives` says whether the facts hold `archlint:` comments, so suppressions need not
    /// read every file to find them.
    public init(path: String, module: ModuleAssignment, hasDirectives: Bool, source: any DeferredFactsSource, index: Int) {
        self.path = path
        self.module = module
        storage = FactsStorage(source: source, index: index, hasDirectives: hasDirectives)
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

/// Where deferred facts come from: the facts of the file at `index`, asked from any thread.
public protocol DeferredFactsSource: AnyObject, Sendable {
    func facts(ofFile index: Int) -> SourceFacts
}

/// Where a file's facts live: allocated once, so that reading them is reading through a pointer;
/// deferred facts are read on first use, by one thread while others wait.
@usableFromInline
final class FactsStorage: @unchecked Sendable {
    /// For deferred facts, nil until read (under the lock). Unchecked: set once, under the lock
    /// for deferred facts, and read by every rule for every file (a dynamic check each time).
    @usableFromInline @exclusivity(unchecked) var pointer: UnsafeMutablePointer<SourceFacts>?
    /// Whether the facts are read on first use (and each access takes the lock, never racing
    /// with the reading); fixed when made.
    @usableFromInline let isDeferred: Bool
    private let source: (any DeferredFactsSource)?
    private let index: Int
    let mayHaveDirectives: Bool
    /// Shared by all deferred facts (a repository has thousands of files, each would need a lock
    /// of its own): a file's lock is picked by its address.
    private static let locks = (0..<32).map { _ in Lock() }

    init(_ facts: SourceFacts) {
        let pointer = UnsafeMutablePointer<SourceFacts>.allocate(capacity: 1)
        pointer.initialize(to: facts)
        self.pointer = pointer
        isDeferred = false
        source = nil
        index = 0
        mayHaveDirectives = true
    }

    init(source: any DeferredFactsSource, index: Int, hasDirectives: Bool) {
        isDeferred = true
        self.source = source
        self.index = index
        mayHaveDirectives = hasDirectives
    }

    deinit {
        pointer?.deinitialize(count: 1)
        pointer?.deallocate()
    }

    @inlinable
    var address: UnsafePointer<SourceFacts> {
        isDeferred ? loaded() : readyAddress
    }

    @inlinable
    var readyAddress: UnsafePointer<SourceFacts> { UnsafePointer(pointer.unsafelyUnwrapped) }

    var mutableAddress: UnsafeMutablePointer<SourceFacts> {
        UnsafeMutablePointer(mutating: address)
    }

    @usableFromInline
    func loaded() -> UnsafePointer<SourceFacts> {
        Self.locks[Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self).hashValue) >> 4) & 31].withLock {
            if let pointer { return UnsafePointer(pointer) }
            let loaded = UnsafeMutablePointer<SourceFacts>.allocate(capacity: 1)
            loaded.initialize(to: source!.facts(ofFile: index))
            pointer = loaded
            return UnsafePointer(loaded)
        }
    }
}
