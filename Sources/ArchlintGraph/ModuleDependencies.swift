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
        // The edges in order of depending module, then depended-on module, then index: two stable
        // counting sorts over module indices (a dictionary of pairs cost allocations per pair, and
        // a restored graph snapshot rebuilds this for tens of thousands of edges).
        let froms = edges.map(\.from)
        let tos = edges.map(\.to)
        let order = Self.stableOrder(of: Self.stableOrder(of: Array(edges.indices), by: tos), by: froms)
        var all: [Dependency] = []
        var start = 0
        while start < order.count {
            let (from, to) = (froms[order[start]], tos[order[start]])
            var end = start
            while end < order.count, froms[order[end]] == from, tos[order[end]] == to { end += 1 }
            var dependency = Dependency(from: from, to: to, edges: [])
            dependency.edges.reserveCapacity(end - start)
            for index in order[start..<end] { dependency.record(edges[index], at: index) }
            all.append(dependency)
            start = end
        }
        self.all = all
        var ranges: [Int: Range<Int>] = [:]
        start = 0
        while start < all.count {
            var end = start
            while end < all.count, all[end].from == all[start].from { end += 1 }
            ranges[all[start].from] = start..<end
            start = end
        }
        rangeByModule = ranges
    }

    /// `indices` ordered by `keys[index]` (module indices, never negative), equal keys in the
    /// order they came.
    private static func stableOrder(of indices: [Int], by keys: [Int]) -> [Int] {
        var starts = [Int](repeating: 0, count: (keys.max() ?? 0) + 2)
        for index in indices { starts[keys[index] + 1] += 1 }
        for key in starts.indices.dropFirst() { starts[key] += starts[key - 1] }
        var ordered = [Int](repeating: 0, count: indices.count)
        for index in indices {
            ordered[starts[keys[index]]] = index
            starts[keys[index]] += 1
        }
        return ordered
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
