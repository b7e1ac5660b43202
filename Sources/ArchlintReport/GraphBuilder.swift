import ArchlintGraph
import ArchlintRules

/// Builds a `GraphExport`: the nodes of one level, every dependency between them with where it is
/// written, then each finding placed on the dependencies written where it points.
struct GraphBuilder {
    typealias Node = GraphExport.Node
    typealias Edge = GraphExport.Edge

    let graph: DependencyGraph
    let layers: LayerMap
    let layerOrder: [String]
    private(set) var nodes: [Node] = []
    private var nodeIndex: [String: Int] = [:]
    private var edges: [Edge] = []
    private var edgeIndex: [String: Int] = [:]
    /// Where each dependency is written (`file:line`): the edges it makes.
    private var occurrences: [String: [Int]] = [:]
    /// Per file, the node holding it.
    private var fileNode: [String?]
    /// Per module, the node its manifest dependencies start and end at.
    private var moduleNode: [Int: String] = [:]

    init(graph: DependencyGraph, layers: LayerMap, layerOrder: [String]) {
        self.graph = graph
        self.layers = layers
        self.layerOrder = layerOrder
        fileNode = Array(repeating: nil, count: graph.repository.files.count)
    }

    private mutating func addNode(_ node: Node) {
        nodeIndex[node.id] = nodes.count
        nodes.append(node)
    }

    /// Records a dependency written at `file:line`. Dependencies within one node are kept only
    /// while a finding may land on them (`keptEdges` drops them otherwise).
    private mutating func addEdge(_ from: String, _ to: String, kind: String, file: String, line: Int) {
        let key = "\(from)\u{0}\(to)"
        let index: Int
        if let existing = edgeIndex[key] {
            index = existing
            if !edges[index].kinds.contains(kind) { edges[index].kinds.append(kind) }
        } else {
            index = edges.count
            edgeIndex[key] = index
            edges.append(Edge(from: from, to: to, kinds: [kind]))
        }
        let location = "\(file):\(line)"
        if occurrences[location]?.last != index { occurrences[location, default: []].append(index) }
    }

    func keptEdges() -> [Edge] {
        edges.filter { $0.from != $0.to || $0.isViolation }
    }

    // MARK: Levels

    /// One node per module, or per layer part of a module whose files lie in several layers.
    mutating func addModules(includeExternal: Bool) {
        var split = Set<Int>()
        let rank = Dictionary(layerOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (index, module) in graph.modules.enumerated() where !module.isTest && (module.isInternal || includeExternal) {
            let ownFiles = module.files.filter { graph.moduleIndex(ofFile: $0) == index }
            let parts = Dictionary(grouping: ownFiles) { layers.fileLayers[$0] }
            if layers.moduleLayers[index] != nil || parts.count <= 1 {
                let layer = layers.name(layers.moduleLayers[index] ?? parts.keys.first ?? nil)
                addNode(Node(id: module.name, label: module.name, layer: layer, isExternal: !module.isInternal, modules: [module.name], fileCount: ownFiles.count))
                for file in ownFiles { fileNode[file] = module.name }
                moduleNode[index] = module.name
                continue
            }
            // One node per layer, in drawing order (files in no layer last); the largest part
            // stands for the module in its manifest's dependencies.
            split.insert(index)
            func drawingRank(_ layer: Int?) -> (Int, Int) { (layers.name(layer).flatMap { rank[$0] } ?? Int.max, layer ?? Int.max) }
            var largest = 0
            for (layer, files) in parts.sorted(by: { drawingRank($0.key) < drawingRank($1.key) }) {
                let id = "\(module.name) (\(layers.name(layer) ?? "no layer"))"
                addNode(Node(id: id, label: id, layer: layers.name(layer), isExternal: false, modules: [module.name], fileCount: files.count))
                for file in files { fileNode[file] = id }
                if files.count > largest {
                    largest = files.count
                    moduleNode[index] = id
                }
            }
        }
        for edge in graph.edges {
            let from = edge.fileIndex.flatMap { fileNode[Int($0)] } ?? moduleNode[edge.from]
            guard let from, let to = moduleNode[edge.to] else { continue }
            addEdge(from, to, kind: edge.kind.rawValue, file: edge.file, line: edge.line)
        }
        guard !split.isEmpty else { return }
        for (fileIndex, file) in graph.repository.files.enumerated() {
            guard let from = fileNode[fileIndex] else { continue }
            let fromSplit = split.contains(graph.moduleIndex(ofFile: fileIndex))
            for resolved in graph.resolvedReferences(inFile: fileIndex) where fromSplit || split.contains(Int(graph.module(of: resolved.target, seenFrom: fileIndex))) {
                guard let to = fileNode[Int(resolved.target.file)] else { continue }
                addEdge(from, to, kind: "type", file: file.path, line: Int(file.facts.references[Int(resolved.reference)].position.line))
            }
        }
    }

    /// One node per layer that holds files (of modules other than tests), in drawing order.
    mutating func addLayers() {
        var modules: [String: Set<String>] = [:]
        var fileCounts: [String: Int] = [:]
        for (index, layer) in layers.fileLayers.enumerated() {
            guard let name = layers.name(layer), !graph.modules[graph.moduleIndex(ofFile: index)].isTest else { continue }
            fileNode[index] = name
            fileCounts[name, default: 0] += 1
            modules[name, default: []].insert(graph.modules[graph.moduleIndex(ofFile: index)].name)
        }
        for (index, layer) in layers.moduleLayers.enumerated() {
            guard let name = layers.name(layer), !graph.modules[index].isTest else { continue }
            moduleNode[index] = name
            modules[name, default: []].insert(graph.modules[index].name)
        }
        for name in layerOrder {
            guard let members = modules[name] else { continue }
            addNode(Node(id: name, label: name, layer: name, isExternal: false, modules: members.sorted(), fileCount: fileCounts[name] ?? 0))
        }
        for (fileIndex, file) in graph.repository.files.enumerated() {
            guard let from = fileNode[fileIndex] else { continue }
            for item in file.facts.imports {
                guard let module = graph.moduleIndex[item.module], let to = moduleNode[module] else { continue }
                addEdge(from, to, kind: "import", file: file.path, line: Int(item.position.line))
            }
            for resolved in graph.resolvedReferences(inFile: fileIndex) {
                guard let to = fileNode[Int(resolved.target.file)] else { continue }
                addEdge(from, to, kind: "type", file: file.path, line: Int(file.facts.references[Int(resolved.reference)].position.line))
            }
        }
        for edge in graph.edges where edge.kind == .manifest {
            guard let from = moduleNode[edge.from], let to = moduleNode[edge.to] else { continue }
            addEdge(from, to, kind: "manifest", file: edge.file, line: edge.line)
        }
    }

    /// One node per Swift file, joined by type references.
    mutating func addFiles() {
        for (fileIndex, file) in graph.repository.files.enumerated() {
            let module = graph.modules[graph.moduleIndex(ofFile: fileIndex)].name
            addNode(Node(id: file.path, label: file.path, layer: layers.name(layers.fileLayers[fileIndex]), isExternal: false, modules: [module], fileCount: 1))
            fileNode[fileIndex] = file.path
        }
        for (fileIndex, file) in graph.repository.files.enumerated() {
            for resolved in graph.resolvedReferences(inFile: fileIndex) {
                let target = graph.repository.files[Int(resolved.target.file)].path
                addEdge(file.path, target, kind: "type", file: file.path, line: Int(file.facts.references[Int(resolved.reference)].position.line))
            }
        }
    }

    // MARK: Findings

    /// Places each finding about a dependency (an import, a declared dependency, a use of a
    /// repository type, a cycle's edges) on the edges written where it points whose target holds
    /// the module it names (for a type, the node of the file declaring it); every other finding,
    /// or one no edge matches, on its file's node, or for a project file, on the node of the
    /// module it is about.
    mutating func place(_ findings: [Finding], cycleRules: Set<String>) {
        let owners = FindingOwners(graph: graph)
        for (index, finding) in findings.enumerated() {
            let isCycle = cycleRules.contains(finding.ruleId)
            var target: String?
            var locations = ["\(finding.file):\(finding.line)"]
            switch finding.subject {
            case .imported(let module), .declared(let module), .type(_, let module): target = module
            case .name: locations = []
            case nil: locations = isCycle ? locations + finding.evidence.map { "\($0.file):\($0.line)" } : []
            }
            var placed: [Int] = []
            if case .type(let qualifiedName, _) = finding.subject, let edge = typeEdge(finding, to: qualifiedName, owners: owners) {
                placed = [edge]
                locations = []
            }
            for location in locations {
                for edge in occurrences[location] ?? [] where !placed.contains(edge) {
                    if let target, let to = nodeIndex[edges[edge].to], !nodes[to].modules.contains(target) { continue }
                    placed.append(edge)
                }
            }
            for edge in placed {
                edges[edge].findings.append(index)
                if isCycle { edges[edge].isCycle = true }
            }
            guard placed.isEmpty else { continue }
            let node = owners.file(finding.file).flatMap { fileNode[$0] } ?? owners.module(of: finding).flatMap { moduleNode[$0] }
            if let node, let nodeIndex = nodeIndex[node] { nodes[nodeIndex].findings.append(index) }
        }
    }

    /// The edge from the finding's file to the file declaring `qualifiedName`, when a reference
    /// on the finding's line resolves to it.
    private func typeEdge(_ finding: Finding, to qualifiedName: String, owners: FindingOwners) -> Int? {
        guard let file = owners.file(finding.file), let from = fileNode[file] else { return nil }
        let references = graph.repository[factsOf: file].references
        for resolved in graph.resolvedReferences(inFile: file) where Int(references[Int(resolved.reference)].position.line) == finding.line {
            guard graph.declaration(resolved.target).qualifiedName == qualifiedName, let to = fileNode[Int(resolved.target.file)] else { continue }
            if let edge = edgeIndex["\(from)\u{0}\(to)"] { return edge }
        }
        return nil
    }
}
