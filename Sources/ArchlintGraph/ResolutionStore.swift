import ArchlintBase

/// The resolved references of each file, filled in parallel when the graph is built and on demand
/// afterwards (a focused lint resolves only the files it reports on, and what rules ask for).
final class ResolutionStore: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [[ResolvedReference]?]

    init(fileCount: Int) {
        slots = Array(repeating: nil, count: fileCount)
    }

    func references(ofFile file: Int) -> [ResolvedReference]? {
        lock.withLock { slots[file] }
    }

    func store(_ references: [ResolvedReference], forFile file: Int) {
        lock.withLock { slots[file] = references }
    }
}
