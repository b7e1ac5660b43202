import ArchlintBase

/// The drawings of a `GraphExport`: DOT, Mermaid and JSON. Layers are drawn top to bottom in their
/// order; an edge that breaks rules is red and labelled with each rule and its count, dashed when
/// it is part of a cycle.
extension GraphExport {
    static let red = "#cf222e"

    public func dot() -> String {
        var text = """
            digraph archlint {
              rankdir=TB;
              node [shape=box, style="rounded,filled", fillcolor=white, fontname="Helvetica", fontsize=12];
              edge [color="#8c959f", arrowsize=0.7];

            """
        let ids = identifiers()
        // At the layer level the layers are the nodes: no cluster wraps each.
        let (clusters, loose) = level == .layer ? ([], clustered().clusters.flatMap(\.nodes) + clustered().loose) : clustered()
        for (offset, (layer, members)) in clusters.enumerated() {
            text += "  subgraph cluster_\(offset) {\n    label=\(quoted(layer));\n"
            text += "    style=\"rounded,filled\"; fillcolor=\"#f6f8fa\"; color=\"#d0d7de\"; fontname=\"Helvetica-Bold\";\n"
            for node in members { text += "    \(ids[node.id]!) [\(dotNodeAttributes(node))];\n" }
            text += "  }\n"
        }
        for node in loose {
            text += "  \(ids[node.id]!) [\(dotNodeAttributes(node))\(node.isExternal ? ", style=\"rounded,dashed\"" : "")];\n"
        }
        text += layerRanking(level == .layer ? loose.map { (layer: $0.id, nodes: [$0]) } : clusters, ids: ids)
        let layerRanks = Dictionary(nodes.map { ($0.id, rank(ofLayer: $0.layer)) }, uniquingKeysWith: { first, _ in first })
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            var attributes: [String] = []
            if edge.isViolation {
                attributes += ["color=\"\(Self.red)\"", "penwidth=2", "fontcolor=\"\(Self.red)\"", "fontsize=10", "label=\(quoted(violationLabel(edge).joined(separator: "\n")))"]
                if edge.isCycle { attributes.append("style=dashed") }
            }
            // An edge against the layer order (a violation, or a layer's rule-less cycle) must not
            // pull its layer's nodes out of their band.
            if let fromRank = layerRanks[edge.from] ?? nil, let toRank = layerRanks[edge.to] ?? nil, toRank < fromRank {
                attributes.append("constraint=false")
            }
            text += "  \(from) -> \(to)\(attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]");\n"
        }
        return text + "}\n"
    }

    private func dotNodeAttributes(_ node: Node) -> String {
        var label = node.label
        if level == .layer { label += "\n\(counted(node.modules.count, "module"))" }
        var attributes = "label=\(quoted(label))"
        if !node.findings.isEmpty {
            let rules = ruleCounts(node.findings).map { "\($0.rule) ×\($0.count)" }.joined(separator: ", ")
            attributes += ", color=\"\(Self.red)\", tooltip=\(quoted("\(node.findings.count) findings: \(rules)"))"
        }
        return attributes
    }

    /// Invisible edges that put every layer's nodes above the next layer's: from each node to its
    /// layer's anchor, and from the anchor to each node of the next layer.
    private func layerRanking(_ clusters: [(layer: String, nodes: [Node])], ids: [String: String]) -> String {
        guard clusters.count > 1 else { return "" }
        var text = ""
        for (offset, cluster) in clusters.enumerated().dropLast() {
            text += "  layer\(offset) [shape=point, style=invis, width=0, height=0, label=\"\"];\n"
            for node in cluster.nodes { text += "  \(ids[node.id]!) -> layer\(offset) [style=invis];\n" }
            for node in clusters[offset + 1].nodes { text += "  layer\(offset) -> \(ids[node.id]!) [style=invis];\n" }
        }
        return text
    }

    public func mermaid() -> String {
        var text = "flowchart TB\n"
        let ids = identifiers()
        let (clusters, loose) = level == .layer ? ([], clustered().clusters.flatMap(\.nodes) + clustered().loose) : clustered()
        for (offset, (layer, members)) in clusters.enumerated() {
            text += "  subgraph layer\(offset)[\"\(mermaidText(layer))\"]\n"
            for node in members { text += "    \(ids[node.id]!)[\"\(mermaidText(node.label))\"]\n" }
            text += "  end\n"
        }
        for node in loose { text += "  \(ids[node.id]!)[\"\(mermaidText(node.label))\"]\n" }
        var red: [Int] = []
        var cycles: [Int] = []
        var index = 0
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            if edge.isViolation {
                text += "  \(from) -->|\"\(mermaidText(violationLabel(edge).joined(separator: ", ")))\"| \(to)\n"
                if edge.isCycle { cycles.append(index) } else { red.append(index) }
            } else {
                text += "  \(from) --> \(to)\n"
            }
            index += 1
        }
        if !red.isEmpty { text += "  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#cf222e,stroke-width:3px,color:#cf222e\n" }
        if !cycles.isEmpty {
            text += "  linkStyle \(cycles.map(String.init).joined(separator: ",")) stroke:#cf222e,stroke-width:3px,stroke-dasharray:6 4,color:#cf222e\n"
        }
        return text
    }

    public func json() -> [UInt8] {
        var json = JSONWriter(indent: 2)
        json.beginObject()
        json.field("layers", strings: clustered().clusters.map(\.layer))
        json.key("nodes")
        json.beginArray()
        for node in nodes {
            json.beginObject()
            json.field("id", node.id)
            json.field("layer", node.layer)
            json.field("external", node.isExternal)
            json.field("modules", strings: node.modules)
            json.field("files", node.fileCount)
            writeRuleCounts(node.findings, to: &json)
            json.endObject()
        }
        json.endArray()
        json.key("edges")
        json.beginArray()
        for edge in edges {
            json.beginObject()
            json.field("from", edge.from)
            json.field("to", edge.to)
            json.field("kinds", strings: edge.kinds)
            json.field("violation", edge.isViolation)
            json.field("cycle", edge.isCycle)
            writeRuleCounts(edge.findings, to: &json)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.finishedDocument()
    }

    /// `"findings": {"rule": count, …}`, most first.
    private func writeRuleCounts(_ indices: [Int], to json: inout JSONWriter) {
        json.key("findings")
        json.beginObject()
        for entry in ruleCounts(indices) { json.field(entry.rule, entry.count) }
        json.endObject()
    }

    /// Short identifiers (`n0`, `n1`…) in node order: safe in both DOT and Mermaid.
    func identifiers() -> [String: String] {
        var ids: [String: String] = [:]
        for (index, node) in nodes.enumerated() { ids[node.id] = "n\(index)" }
        return ids
    }

    func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"").replacingAll("\n", "\\n") + "\""
    }

    func mermaidText(_ text: String) -> String {
        text.replacingAll("\"", "#quot;")
    }
}
