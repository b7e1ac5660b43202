import ArchlintBase
import ArchlintGraph
import ArchlintRules

/// `archlint graph` and the HTML report's picture: the dependency graph at the module, layer or
/// file level, nodes grouped by layer in drawing order, and every finding placed on the dependency
/// it is about (counted per rule, cycles marked) or else on the node it is about.
public struct GraphExport: Sendable {
    public enum Level: String, Sendable, CaseIterable {
        case module, layer, file
    }

    public struct Node: Sendable, Equatable {
        public var id: String
        public var label: String
        public var layer: String?
        public var isExternal: Bool
        /// The modules the node stands for: its own; a layer's; a collapsed group's.
        public var modules: [String]
        /// Swift files in the node.
        public var fileCount: Int
        /// Findings (indices into `findings`) about the node rather than one of its dependencies:
        /// a type's size or name, a use of an outside API, a dependency it lacks.
        public var findings: [Int] = []
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        /// `manifest`, `import`, `type` (a type reference).
        public var kinds: [String]
        /// Findings about this dependency (indices into `findings`).
        public var findings: [Int] = []
        /// A finding of a `cycles` rule runs through this dependency.
        public var isCycle = false
        /// Some dependency behind this edge breaks a rule.
        public var isViolation: Bool { !findings.isEmpty }
    }

    public let level: Level
    public var nodes: [Node]
    public var edges: [Edge]
    /// The findings nodes and edges point into.
    public let findings: [Finding]
    /// Layer names in drawing order, outermost first (see `LayerOrder`).
    public let layerOrder: [String]
    /// The ids of the `cycles` rules.
    public let cycleRules: Set<String>

    /// Dependencies at `level`, from the repository's modules (and with `includeExternal` the
    /// modules it depends on). At the module level a module whose files lie in several layers is
    /// one node per layer, `Module (Layer)`, joined by the type references between them. `rules`
    /// (the lint's) give the layer order and tell which findings are cycles.
    public init(
        graph: DependencyGraph, layers: LayerMap, findings: [Finding], level: Level, includeExternal: Bool = false, rules: [RuleConfiguration] = []
    ) {
        let order = LayerOrder.drawingOrder(definitions: layers.definitions, rules: rules)
        var builder = GraphBuilder(graph: graph, layers: layers, layerOrder: order)
        switch level {
        case .module: builder.addModules(includeExternal: includeExternal)
        case .layer: builder.addLayers()
        case .file: builder.addFiles()
        }
        let cycleRules = Set(rules.filter { $0.check is CyclesRule }.map(\.id))
        builder.place(findings, cycleRules: cycleRules)
        self.init(level: level, nodes: builder.nodes, edges: builder.keptEdges(), findings: findings, layerOrder: order, cycleRules: cycleRules)
    }

    init(level: Level, nodes: [Node], edges: [Edge], findings: [Finding], layerOrder: [String], cycleRules: Set<String>) {
        self.level = level
        self.nodes = nodes
        self.edges = edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        self.findings = findings
        self.layerOrder = layerOrder
        self.cycleRules = cycleRules
    }

    /// How many of `indices` each rule has, most first.
    public func ruleCounts(_ indices: [Int]) -> [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for index in indices { counts[findings[index].ruleId, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// An edge's label lines: `rule ×count` per rule, `↻` before a `cycles` rule.
    public func violationLabel(_ edge: Edge) -> [String] {
        ruleCounts(edge.findings).map { "\(cycleRules.contains($0.rule) ? "↻ " : "")\($0.rule) ×\($0.count)" }
    }

    /// The nodes of each layer in drawing order, and the nodes in no layer.
    func clustered() -> (clusters: [(layer: String, nodes: [Node])], loose: [Node]) {
        var byLayer: [String: [Node]] = [:]
        var loose: [Node] = []
        for node in nodes {
            if let layer = node.layer { byLayer[layer, default: []].append(node) } else { loose.append(node) }
        }
        let known = Set(layerOrder)
        let names = layerOrder + byLayer.keys.filter { !known.contains($0) }.sorted()
        return (names.compactMap { name in byLayer[name].map { (name, $0) } }, loose)
    }

    /// The position of `layer` in drawing order (layers outside the order after it).
    func rank(ofLayer layer: String?) -> Int? {
        layer.map { layerOrder.firstIndex(of: $0) ?? layerOrder.count }
    }
}
