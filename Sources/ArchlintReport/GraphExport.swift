import ArchlintBase
import ArchlintGraph
import ArchlintRules

/// `archlint graph`: the dependency graph at the module, layer or file level, with layers as
/// clusters and the edges that break a rule drawn in red, as DOT, Mermaid or JSON.
public struct GraphExport {
    public enum Level: String, Sendable, CaseIterable {
        case module, layer, file
    }

    public struct Node: Sendable, Equatable {
        public var id: String
        public var label: String
        public var layer: String?
        public var isExternal: Bool
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        /// `manifest`, `import`, `type` (a type reference).
        public var kinds: [String]
        /// Some dependency behind this edge has a finding.
        public var isViolation: Bool
    }

    public var nodes: [Node] = []
    public var edges: [Edge] = []

    /// Dependencies at `level`; `violations` are the locations (`file:line`) of findings.
    public init(graph: DependencyGraph, layers: LayerMap, findings: [Finding], level: Level, includeExternal: Bool = false) {
        let violations = Set(findings.map { "\($0.file):\($0.line)" } + findings.flatMap { $0.evidence.map { "\($0.file):\($0.line)" } })
        var edgeIndex: [String: Int] = [:]
        func addEdge(_ from: String, _ to: String, kind: String, at location: String) {
            guard from != to else { return }
            let key = "\(from)\u{0}\(to)"
            if let index = edgeIndex[key] {
                if !edges[index].kinds.contains(kind) { edges[index].kinds.append(kind) }
                if violations.contains(location) { edges[index].isViolation = true }
            } else {
                edgeIndex[key] = edges.count
                edges.append(Edge(from: from, to: to, kinds: [kind], isViolation: violations.contains(location)))
            }
        }
        switch level {
        case .module:
            for (index, module) in graph.modules.enumerated() where module.isInternal || includeExternal {
                if module.isTest { continue }
                nodes.append(Node(id: module.name, label: module.name, layer: layers.name(layers.moduleLayers[index]), isExternal: !module.isInternal))
            }
            let shown = Set(nodes.map(\.id))
            for edge in graph.edges {
                let from = graph.modules[edge.from].name
                let to = graph.modules[edge.to].name
                guard shown.contains(from), shown.contains(to) else { continue }
                addEdge(from, to, kind: edge.kind.rawValue, at: "\(edge.file):\(edge.line)")
            }
        case .layer:
            nodes = layers.definitions.map { Node(id: $0.name, label: $0.name, layer: $0.name, isExternal: false) }
            for (fileIndex, file) in graph.repository.files.enumerated() {
                guard let from = layers.name(layers.fileLayers[fileIndex]) else { continue }
                for item in file.facts.imports {
                    guard let module = graph.moduleIndex[item.module], let to = layers.name(layers.moduleLayers[module]) else { continue }
                    addEdge(from, to, kind: "import", at: "\(file.path):\(item.position.line)")
                }
                for resolved in graph.resolvedReferences(inFile: fileIndex) {
                    guard let to = layers.name(layers.fileLayers[Int(resolved.target.file)]) else { continue }
                    let line = file.facts.references[Int(resolved.reference)].position.line
                    addEdge(from, to, kind: "type", at: "\(file.path):\(line)")
                }
            }
            for edge in graph.edges where edge.kind == .manifest {
                guard let from = layers.name(layers.moduleLayers[edge.from]), let to = layers.name(layers.moduleLayers[edge.to]) else { continue }
                addEdge(from, to, kind: "manifest", at: "\(edge.file):\(edge.line)")
            }
        case .file:
            for (fileIndex, file) in graph.repository.files.enumerated() {
                nodes.append(Node(id: file.path, label: file.path, layer: layers.name(layers.fileLayers[fileIndex]), isExternal: false))
                for resolved in graph.resolvedReferences(inFile: fileIndex) {
                    let target = graph.repository.files[Int(resolved.target.file)].path
                    let line = file.facts.references[Int(resolved.reference)].position.line
                    addEdge(file.path, target, kind: "type", at: "\(file.path):\(line)")
                }
            }
        }
        edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    // MARK: Formats

    /// The nodes of each layer, layers by name, and the nodes in no layer.
    func clustered() -> (clusters: [(layer: String, nodes: [Node])], loose: [Node]) {
        var byLayer: [String: [Node]] = [:]
        var loose: [Node] = []
        for node in nodes {
            if let layer = node.layer { byLayer[layer, default: []].append(node) } else { loose.append(node) }
        }
        return (byLayer.keys.sorted().map { ($0, byLayer[$0]!) }, loose)
    }

    public func dot() -> String {
        var text = "digraph archlint {\n  rankdir=LR;\n  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n  edge [color=\"#555555\"];\n"
        let ids = identifiers()
        let (clusters, loose) = clustered()
        for (offset, (layer, members)) in clusters.enumerated() {
            text += "  subgraph cluster_\(offset) {\n    label=\(quoted(layer));\n    style=dashed;\n"
            for node in members { text += "    \(ids[node.id]!) [label=\(quoted(node.label))];\n" }
            text += "  }\n"
        }
        for node in loose {
            text += "  \(ids[node.id]!) [label=\(quoted(node.label))\(node.isExternal ? ", style=dashed" : "")];\n"
        }
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let style = edge.isViolation ? " [color=red, penwidth=2, fontcolor=red, label=\"violation\"]" : ""
            text += "  \(from) -> \(to)\(style);\n"
        }
        return text + "}\n"
    }

    public func mermaid() -> String {
        var text = "flowchart LR\n"
        let ids = identifiers()
        let (clusters, loose) = clustered()
        for (offset, (layer, members)) in clusters.enumerated() {
            text += "  subgraph layer\(offset)[\"\(mermaidText(layer))\"]\n"
            for node in members { text += "    \(ids[node.id]!)[\"\(mermaidText(node.label))\"]\n" }
            text += "  end\n"
        }
        for node in loose { text += "  \(ids[node.id]!)[\"\(mermaidText(node.label))\"]\n" }
        var red: [Int] = []
        var index = 0
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            text += "  \(from) --> \(to)\n"
            if edge.isViolation { red.append(index) }
            index += 1
        }
        if !red.isEmpty { text += "  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:3px\n" }
        return text
    }

    public func json() -> [UInt8] {
        var json = JSONWriter(indent: 2)
        json.beginObject()
        json.key("nodes")
        json.beginArray()
        for node in nodes {
            json.beginObject()
            json.field("id", node.id)
            json.field("layer", node.layer)
            json.field("external", node.isExternal)
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
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.bytes + [10]
    }

    /// Short identifiers (`n0`, `n1`…) in node order: safe in both DOT and Mermaid.
    func identifiers() -> [String: String] {
        var ids: [String: String] = [:]
        for (index, node) in nodes.enumerated() { ids[node.id] = "n\(index)" }
        return ids
    }

    func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"") + "\""
    }

    func mermaidText(_ text: String) -> String {
        text.replacingAll("\"", "#quot;")
    }
}
