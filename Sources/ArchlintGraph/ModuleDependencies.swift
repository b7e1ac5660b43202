/// Every dependency between two modules, built once from the graph's edges: for each ordered pair,
/// how it is written (declared in a project file, imported) and every place it is written. Rules,
/// the summary and the pictures read dependencies here instead of walking the edges themselves.
public struct ModuleDependencies: Sendable {
    public struct Dependency: Sendable {
        public var from: Int
        public var to: Int
        /// Indices in the graph's `edges`, in the order they were found.
        public var edges: [Int]
        public var isDeclared = false
        public var isImported = false
        /// Every place is a `@testable import` (a test reaching into what it tests).
        public var isTestableOnly = true

        mutating func record(_ edge: ModuleEdge, at index: Int) {
            edges.append(index)
            switch edge.kind {
            case .manifest: isDeclared = true
            case .import: isImported = true
            }
            if !edge.isTestable { isTestableOnly = false }
        }
    }

    /// Sorted by depending module, then depended-on module.
    public let all: [Dependency]
    private let rangeByModule: [Int: Range<Int>]

    init(edges: [ModuleEdge]) {
        // Keyed by the pair as one integer and changed in place: a repository has tens of
        // thousands of edges, and an array key or a copied-out value costs allocations for each.
        var byPair: [Int64: Dependency] = [:]
        for (index, edge) in edges.enumerated() {
            let pair = Int64(edge.from) << 32 | Int64(UInt32(truncatingIfNeeded: edge.to))
            byPair[pair, default: Dependency(from: edge.from, to: edge.to, edges: [])].record(edge, at: index)
        }
        all = byPair.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        var ranges: [Int: Range<Int>] = [:]
        var start = 0
        while start < all.count {
            var end = start
            while end < all.count, all[end].from == all[start].from { end += 1 }
            ranges[all[start].from] = start..<end
            start = end
        }
        rangeByModule = ranges
    }

    /// What `module` depends on, by depended-on module.
    public func from(_ module: Int) -> ArraySlice<Dependency> {
        rangeByModule[module].map { all[$0] } ?? []
    }

    /// Whether `module` declares a dependency on `other` in its project file.
    public func declares(_ module: Int, _ other: Int) -> Bool {
        from(module).contains { $0.to == other && $0.isDeclared }
    }
}
