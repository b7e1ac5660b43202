import ArchlintBase
import ArchlintFacts

/// The resolved references of each file, filled in parallel when the graph is built and on demand
/// afterwards (a focused lint resolves only the files it reports on, and what rules ask for).
///
/// A repository has about half a million resolved references and they are kept for the whole
/// run, so each is stored in 8 bytes: the reference index and the target's number among all the
/// repository's declarations, instead of its file, declaration and module.
final class ResolutionStore: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [[StoredResolution]?]
    /// Per file, the number of its first declaration; a declaration's number is this plus its index.
    private let firstNumber: [Int32]
    /// Per declaration number, its file.
    private let fileOfNumber: [Int32]

    init(repository: RepositoryFacts) {
        slots = Array(repeating: nil, count: repository.files.count)
        var firstNumber: [Int32] = []
        var fileOfNumber: [Int32] = []
        firstNumber.reserveCapacity(repository.files.count)
        for (file, source) in repository.files.enumerated() {
            firstNumber.append(Int32(fileOfNumber.count))
            fileOfNumber.append(contentsOf: repeatElement(Int32(file), count: source.facts.declarations.count))
        }
        self.firstNumber = firstNumber
        self.fileOfNumber = fileOfNumber
    }

    func references(ofFile file: Int, fileModules: [Int32]) -> ResolvedReferences? {
        guard let stored = lock.withLock({ slots[file] }) else { return nil }
        return ResolvedReferences(stored: stored, store: self, fileModules: fileModules)
    }

    func store(_ references: [StoredResolution], forFile file: Int) {
        lock.withLock { slots[file] = references }
    }

    func stored(_ reference: Int, resolvingTo target: TypeSymbol) -> StoredResolution {
        StoredResolution(reference: Int32(reference), target: firstNumber[Int(target.file)] + target.declaration)
    }

    fileprivate func symbol(numbered number: Int32, fileModules: [Int32]) -> TypeSymbol {
        let file = fileOfNumber[Int(number)]
        return TypeSymbol(file: file, declaration: number - firstNumber[Int(file)], module: fileModules[Int(file)])
    }
}

/// A resolved reference as the store keeps it.
struct StoredResolution: Sendable {
    var reference: Int32
    /// The declaration's number in the repository (see `ResolutionStore`).
    var target: Int32
}

/// A file's references that resolve to a declaration of the repository, in source order.
public struct ResolvedReferences: RandomAccessCollection, Sendable {
    fileprivate let stored: [StoredResolution]
    fileprivate let store: ResolutionStore
    fileprivate let fileModules: [Int32]

    public var startIndex: Int { 0 }
    public var endIndex: Int { stored.count }

    public subscript(position: Int) -> ResolvedReference {
        let entry = stored[position]
        return ResolvedReference(reference: entry.reference, target: store.symbol(numbered: entry.target, fileModules: fileModules))
    }
}
