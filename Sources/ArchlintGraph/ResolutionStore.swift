import ArchlintBase

/// The resolved references of each file, filled in parallel when the graph is built and on demand
/// afterwards (a focused lint resolves only the files it reports on, and what rules ask for).
///
/// A repository has about half a million resolved references and they are kept for the whole
/// run, so each is stored in 12 bytes, without the target's module: that is its file's.
final class ResolutionStore: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [[StoredResolution]?]

    init(fileCount: Int) {
        slots = Array(repeating: nil, count: fileCount)
    }

    func references(ofFile file: Int, fileModules: [Int32]) -> ResolvedReferences? {
        guard let stored = lock.withLock({ slots[file] }) else { return nil }
        return ResolvedReferences(stored: stored, fileModules: fileModules)
    }

    func store(_ references: [StoredResolution], forFile file: Int) {
        lock.withLock { slots[file] = references }
    }
}

/// A resolved reference as the store keeps it.
struct StoredResolution: Sendable {
    var reference: Int32
    var targetFile: Int32
    var targetDeclaration: Int32

    init(reference: Int, target: TypeSymbol) {
        self.reference = Int32(reference)
        targetFile = target.file
        targetDeclaration = target.declaration
    }
}

/// A file's references that resolve to a declaration of the repository, in source order.
public struct ResolvedReferences: RandomAccessCollection, Sendable {
    fileprivate let stored: [StoredResolution]
    fileprivate let fileModules: [Int32]

    public var startIndex: Int { 0 }
    public var endIndex: Int { stored.count }

    public subscript(position: Int) -> ResolvedReference {
        let entry = stored[position]
        let target = TypeSymbol(file: entry.targetFile, declaration: entry.targetDeclaration, module: fileModules[Int(entry.targetFile)])
        return ResolvedReference(reference: entry.reference, target: target)
    }
}
