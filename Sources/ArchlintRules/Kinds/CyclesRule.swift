import ArchlintBase
import ArchlintGraph

/// `cycles`: no cycles among modules (or among layers); each cycle is reported once with all its
/// edges as evidence.
public struct CyclesRule: RuleKind {
    public static let name = "cycles"
    public static let summary = "Modules (or layers) must not depend on each other in a cycle."
    public static let subject = RuleSubject.dependencies
    public static let options = [
        RuleOption("level", .choice(["module", "layer"]), default: "module", "whether modules or layers must not form a cycle."),
        RuleOption("edges", .choices(["manifest", "import"]), default: "both", "which dependencies count; at the layer level type references count too."),
        RuleOption("tests", .bool, default: "false", "whether test targets take part."),
    ]
    public static let notes = """
        Only dependencies in the rule's scope take part. Each strongly connected group is reported
        once, as its shortest cycle through the alphabetically first member, at the location of that
        cycle's first edge; the message names the group's other members.
        """

    public static let examples: [RuleExample] = [
        RuleExample(
            "Three modules in a cycle through their imports",
            configuration: #"{ "kind": "cycles" }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "App", targets: [.target(name: "A"), .target(name: "B"), .target(name: "C")])
                    """),
                ("Sources/A/A.swift", "↓import B\nstruct A {}"),
                ("Sources/B/B.swift", "import C\nstruct B {}"),
                ("Sources/C/C.swift", "import A\nstruct C {}"),
            ]),
        RuleExample(
            "A chain without a cycle, and a test target importing what it tests",
            configuration: #"{ "kind": "cycles" }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "App", targets: [.target(name: "A", dependencies: ["B"]), .target(name: "B"), .testTarget(name: "ATests", dependencies: ["A"])])
                    """),
                ("Sources/A/A.swift", "import B\nstruct A {}"),
                ("Sources/B/B.swift", "struct B {}"),
                ("Tests/ATests/ATests.swift", "@testable import A\nimport B"),
            ]),
    ]

    var level: String
    var edgeKinds: Set<ModuleEdge.Kind>
    var tests: Bool

    public init(options: inout ConfigObject) throws {
        level = try options.choice("level", ["module", "layer"]) ?? "module"
        let names = try options.strings("edges") ?? ["manifest", "import"]
        edgeKinds = Set(try names.map { name in
            guard let kind = ModuleEdge.Kind(rawValue: name) else { throw options.error("edges", "unknown edge kind \"\(name)\" (expected manifest, import)") }
            return kind
        })
        tests = try options.bool("tests") ?? false
    }

    /// An edge between two nodes with the location that shows it.
    struct Arc {
        var from: Int
        var to: Int
        var evidence: Evidence
    }

    /// At the layer level, the files whose uses of types are arcs: those `layerArcs` looks at, in a layer.
    public func filesReadingResolutions(in context: RuleContext) -> [Int] {
        guard level == "layer" else { return [] }
        return arcFiles(context).filter { fileIndex in context.units(ofFile: fileIndex).contains { $0.layer != nil } }
    }

    /// The files whose imports and uses of types are layer arcs: in scope, test code only with `tests`.
    func arcFiles(_ context: RuleContext) -> [Int] {
        context.graph.repository.files.indices.filter { fileIndex in
            let file = context.graph.repository.files[fileIndex]
            return context.scope.contains(file: fileIndex) && (tests || !Scope.isTestCode(path: file.path, module: file.module))
        }
    }

    public func check(in context: RuleContext) -> [Violation] {
        let (names, arcs) = level == "module" ? moduleArcs(context) : layerArcs(context)
        var findings: [Violation] = []
        for component in Self.stronglyConnectedComponents(nodeCount: names.count, arcs: arcs) where component.count > 1 {
            let members = Set(component)
            let start = component.min { names[$0] < names[$1] }!
            guard let cycle = Self.shortestCycle(from: start, within: members, arcs: arcs) else { continue }
            let path = cycle.map { names[$0.from] } + [names[start]]
            let first = cycle[0].evidence
            // The group can be larger than its shortest cycle: name the others, so fixing this
            // cycle is not mistaken for untangling the group.
            let others = members.subtracting(cycle.map(\.from)).map { names[$0] }.sorted()
            let group = others.isEmpty ? "" : " (the same cycle group also takes in \(others.joined(separator: ", ")))"
            findings.append(Violation(
                "\(level == "module" ? "module" : "layer") cycle: \(path.joined(separator: " -> "))\(group)",
                file: first.file, line: first.line, column: first.column, evidence: cycle.map(\.evidence),
                fingerprint: "cycle \(component.map { names[$0] }.sorted().joined(separator: " "))"))
        }
        return findings
    }

    func moduleArcs(_ context: RuleContext) -> ([String], [Arc]) {
        let graph = context.graph
        var arcs: [Arc] = []
        for dependency in graph.dependencies.all {
            let from = graph.modules[dependency.from]
            let to = graph.modules[dependency.to]
            guard from.isInternal, to.isInternal, tests || (!from.isTest && !to.isTest),
                let edge = dependency.edges.lazy.map({ graph.edges[$0] }).first(where: {
                    edgeKinds.contains($0.kind) && !$0.isTestable && context.scope.contains(edge: $0)
                })
            else { continue }
            arcs.append(Arc(from: edge.from, to: edge.to, evidence: Evidence(
                file: edge.file, line: edge.line, column: edge.column, description: "\(from.name) -> \(to.name) (\(edge.detail))")))
        }
        return (graph.modules.map(\.name), arcs)
    }

    func layerArcs(_ context: RuleContext) -> ([String], [Arc]) {
        let graph = context.graph
        let layers = context.layers
        var arcs: [Arc] = []
        var seen = Set<[Int]>()
        func add(_ from: Int?, _ to: Int?, _ evidence: @autoclosure () -> Evidence) {
            guard let from, let to, from != to, seen.insert([from, to]).inserted else { return }
            arcs.append(Arc(from: from, to: to, evidence: evidence()))
        }
        for fileIndex in arcFiles(context) {
            let file = graph.repository.files[fileIndex]
            // A file several targets compile is each one's code, with what that target's builds compile.
            for (unit, layer) in context.units(ofFile: fileIndex) {
                guard let fromLayer = layer else { continue }
                if edgeKinds.contains(.import) {
                    for item in graph.imports(ofFile: fileIndex, in: unit) {
                        guard let module = graph.module(imported: item.module, by: unit) else { continue }
                        add(fromLayer, layers.moduleLayers[module], Evidence(
                            file: file.path, line: Int(item.position.line), column: Int(item.position.column),
                            description: "\(layers.definitions[fromLayer].name) -> \(layers.name(layers.moduleLayers[module]) ?? "") (import \(item.module))"))
                    }
                }
                for resolved in graph.resolvedReferences(inFile: fileIndex) where graph.compiles(reference: Int(resolved.reference), inFile: fileIndex, in: unit) {
                    let reference = file.facts.references[Int(resolved.reference)]
                    let toLayer = layers.layer(ofFile: Int(resolved.target.file), asCodeOf: Int(graph.module(of: resolved.target, seenFrom: fileIndex, as: unit)))
                    add(fromLayer, toLayer, Evidence(
                        file: file.path, line: Int(reference.position.line), column: Int(reference.position.column),
                        description: "\(layers.definitions[fromLayer].name) -> \(layers.name(toLayer) ?? "") (uses \(graph.declaration(resolved.target).qualifiedName))"))
                }
            }
        }
        if edgeKinds.contains(.manifest) {
            for dependency in graph.dependencies.all where dependency.isDeclared {
                guard let edge = dependency.edges.lazy.map({ graph.edges[$0] }).first(where: { $0.kind == .manifest && context.scope.contains(edge: $0) })
                else { continue }
                add(layers.moduleLayers[edge.from], layers.moduleLayers[edge.to], Evidence(
                    file: edge.file, line: edge.line, column: edge.column,
                    description: "\(graph.modules[edge.from].name) -> \(graph.modules[edge.to].name) (\(edge.detail))"))
            }
        }
        return (layers.definitions.map(\.name), arcs)
    }

    /// Tarjan's algorithm, iterative so no graph can exhaust the stack.
    static func stronglyConnectedComponents(nodeCount: Int, arcs: [Arc]) -> [[Int]] {
        var adjacency = Array(repeating: [Int](), count: nodeCount)
        for arc in arcs { adjacency[arc.from].append(arc.to) }
        var index = Array(repeating: -1, count: nodeCount)
        var lowLink = Array(repeating: 0, count: nodeCount)
        var onStack = Array(repeating: false, count: nodeCount)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in 0..<nodeCount where index[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = work.last {
                if next < adjacency[node].count {
                    work[work.count - 1].next += 1
                    let successor = adjacency[node][next]
                    if index[successor] < 0 {
                        index[successor] = counter
                        lowLink[successor] = counter
                        counter += 1
                        stack.append(successor)
                        onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], index[successor])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                    if lowLink[node] == index[node] {
                        var component: [Int] = []
                        while let member = stack.popLast() {
                            onStack[member] = false
                            component.append(member)
                            if member == node { break }
                        }
                        components.append(component)
                    }
                }
            }
        }
        return components
    }

    /// Breadth-first: the shortest path from `start` back to itself inside the component.
    static func shortestCycle(from start: Int, within members: Set<Int>, arcs: [Arc]) -> [Arc]? {
        var outgoing: [Int: [Arc]] = [:]
        for arc in arcs where members.contains(arc.from) && members.contains(arc.to) { outgoing[arc.from, default: []].append(arc) }
        var previous: [Int: Arc] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for arc in (outgoing[node] ?? []).sorted(by: { $0.to < $1.to }) {
                if arc.to == start {
                    var path = [arc]
                    var current = node
                    while current != start, let step = previous[current] {
                        path.insert(step, at: 0)
                        current = step.from
                    }
                    return path
                }
                if previous[arc.to] == nil {
                    previous[arc.to] = arc
                    queue.append(arc.to)
                }
            }
        }
        return nil
    }
}
