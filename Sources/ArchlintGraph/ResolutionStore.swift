import ArchlintBase

/// The resolved references of each file, filled in parallel when the graph is built and on demand
/// afterwards (a focused lint resolves only the files it reports on, and what rules ask for).
final class ResolutionStore: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [StoredResolutions?]

    init(fileCount: Int) {
        slots = Array(repeating: nil, count: fileCount)
    }

    func references(ofFile file: Int, fileModules: [Int32]) -> ResolvedReferences? {
        guard let stored = lock.withLock({ slots[file] }) else { return nil }
        return ResolvedReferences(stored: stored, fileModules: fileModules)
    }

    func isStored(file: Int) -> Bool {
        lock.withLock { slots[file] != nil }
    }

    func store(_ references: StoredResolutions, forFile file: Int) {
        lock.withLock { slots[file] = references }
    }
}

/// A file's resolved references as the store keeps them, without their targets' modules (each is
/// its file's). A repository has about half a million, kept for the whole run: each takes 8 bytes
/// when its target's file and declaration indices fit in 20 and 12 bits, as they nearly always do,
/// and 12 bytes in a file where one does not.
struct StoredResolutions: Sendable {
    /// The reference index in the high 32 bits, then the target's file and declaration.
    private var packed: [UInt64] = []
    private var wide: [(reference: Int32, file: Int32, declaration: Int32)] = []

    private static let declarationBits: UInt64 = 12
    private static let fileBits: UInt64 = 20

    /// `resolved` in new storage of its size.
    init(_ resolved: [(reference: Int32, target: TypeSymbol)]) {
        let fits = resolved.allSatisfy { UInt64($0.target.file) >> Self.fileBits == 0 && UInt64($0.target.declaration) >> Self.declarationBits == 0 }
        if fits {
            packed = resolved.map { UInt64($0.reference) << 32 | UInt64($0.target.file) << Self.declarationBits | UInt64($0.target.declaration) }
        } else {
            wide = resolved.map { ($0.reference, $0.target.file, $0.target.declaration) }
        }
    }

    var count: Int { packed.isEmpty ? wide.count : packed.count }

    subscript(position: Int) -> (reference: Int32, file: Int32, declaration: Int32) {
        guard !packed.isEmpty else { return wide[position] }
        let entry = packed[position]
        let declarationMask: UInt64 = 1 << Self.declarationBits - 1
        let fileMask: UInt64 = 1 << Self.fileBits - 1
        return (Int32(entry >> 32), Int32(entry >> Self.declarationBits & fileMask), Int32(entry & declarationMask))
    }
}

/// A file's references that resolve to a declaration of the repository, in source order.
public struct ResolvedReferences: RandomAccessCollection, Sendable {
    fileprivate let stored: StoredResolutions
    fileprivate let fileModules: [Int32]

    public var startIndex: Int { 0 }
    public var endIndex: Int { stored.count }

    public subscript(position: Int) -> ResolvedReference {
        let (reference, file, declaration) = stored[position]
        return ResolvedReference(reference: reference, target: TypeSymbol(file: file, declaration: declaration, module: fileModules[Int(file)]))
    }
}
