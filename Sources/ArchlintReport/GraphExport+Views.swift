import ArchlintBase

/// Smaller views of a graph, for repositories too large to read whole: only what breaks rules,
/// the neighbourhood of one node, groups of nodes drawn as one.
extension GraphExport {
    /// The edges that break a rule and the nodes they join.
    public func violationsOnly() -> GraphExport {
        let kept = edges.filter(\.isViolation)
        let ends = Set(kept.flatMap { [$0.from, $0.to] })
        return GraphExport(level: level, nodes: nodes.filter { ends.contains($0.id) }, edges: kept, findings: findings, layerOrder: layerOrder, cycleRules: cycleRules)
    }

    /// The nodes named `name` (by id, or every node standing for that module) and those within
    /// `depth` dependencies of them, in either direction; nil when no node has that name.
    public func focused(on name: String, depth: Int) -> GraphExport? {
        var reached = Set(nodes.filter { $0.id == name || $0.modules.contains(name) }.map(\.id))
        guard !reached.isEmpty else { return nil }
        var neighbours: [String: [String]] = [:]
        for edge in edges {
            neighbours[edge.from, default: []].append(edge.to)
            neighbours[edge.to, default: []].append(edge.from)
        }
        var frontier = Array(reached)
        for _ in 0..<max(depth, 0) {
            frontier = frontier.flatMap { neighbours[$0] ?? [] }.filter { reached.insert($0).inserted }
        }
        return GraphExport(
            level: level, nodes: nodes.filter { reached.contains($0.id) }, edges: edges.filter { reached.contains($0.from) && reached.contains($0.to) },
            findings: findings, layerOrder: layerOrder, cycleRules: cycleRules)
    }

    /// The nodes whose id matches `pattern` drawn as one node, `*Feature (12 modules)` for
    /// `Feature$`: in their layer when they share one, with their dependencies merged (those
    /// among them kept, as a loop, only when they break a rule).
    public func collapsing(_ pattern: RegularExpression) -> GraphExport {
        let members = nodes.filter { pattern.matches($0.id) }
        guard members.count > 1 else { return self }
        let memberIds = Set(members.map(\.id))
        let layers = Set(members.map(\.layer))
        let modules = members.flatMap(\.modules)
        let id = Self.groupName(pattern.pattern)
        let group = Node(
            id: id, label: "\(id) (\(members.count) \(members.allSatisfy { $0.modules.count == 1 } ? "modules" : "nodes"))",
            layer: layers.count == 1 ? layers.first! : nil, isExternal: members.allSatisfy(\.isExternal), modules: modules,
            fileCount: members.reduce(0) { $0 + $1.fileCount }, findings: members.flatMap(\.findings).sorted())
        var kept = nodes.filter { !memberIds.contains($0.id) }
        kept.insert(group, at: nodes.firstIndex { memberIds.contains($0.id) }!)
        var merged: [String: Edge] = [:]
        var order: [String] = []
        for edge in edges {
            var edge = edge
            if memberIds.contains(edge.from) { edge.from = id }
            if memberIds.contains(edge.to) { edge.to = id }
            let key = "\(edge.from)\u{0}\(edge.to)"
            guard var existing = merged[key] else {
                merged[key] = edge
                order.append(key)
                continue
            }
            existing.kinds += edge.kinds.filter { !existing.kinds.contains($0) }
            existing.findings = Set(existing.findings).union(edge.findings).sorted()
            existing.isCycle = existing.isCycle || edge.isCycle
            merged[key] = existing
        }
        let mergedEdges = order.map { merged[$0]! }.filter { $0.from != $0.to || $0.isViolation }
        return GraphExport(level: level, nodes: kept, edges: mergedEdges, findings: findings, layerOrder: layerOrder, cycleRules: cycleRules)
    }

    /// A pattern as people write a group of names: `Feature$` → `*Feature`, `^Core` → `Core*`.
    static func groupName(_ pattern: String) -> String {
        var name = pattern.replacingOccurrences(".*", with: "*").replacingOccurrences(".+", with: "*")
        if name.hasPrefix("^") { name.removeFirst() } else if !name.hasPrefix("*") { name = "*" + name }
        if name.hasSuffix("$") { name.removeLast() } else if !name.hasSuffix("*") { name += "*" }
        return name
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
