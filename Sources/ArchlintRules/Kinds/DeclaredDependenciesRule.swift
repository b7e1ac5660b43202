import ArchlintBase
import ArchlintGraph

/// `declared-dependencies`: a file imports a module of the repository that its target does not
/// declare (it compiles only by accident, through another target), and a target declares a
/// dependency on a repository module that none of its files imports.
public struct DeclaredDependenciesRule: RuleKind {
    public static let name = "declared-dependencies"
    public static let summary = "Targets import only what they declare, and declare only what they import."
    public static let documentation = """
        Options:
          undeclared  report imports of repository modules the target does not declare (default true).
          unused      report declared dependencies on repository modules nothing imports (default true).
        Only modules of the repository are checked (an external product may expose modules under
        other names). Plugin and macro dependencies are used without an import and are never
        reported as unused.
        """

    public static let examples: [RuleExample] = [
        RuleExample(
            "An import the target does not declare, and a declared dependency nothing imports",
            configuration: #"{ "kind": "declared-dependencies" }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "App", targets: [
                        .target(name: "App", dependencies: ["Models", ↓"Logging"]),
                        .target(name: "Models", dependencies: ["Storage"]),
                        .target(name: "Storage"),
                        .target(name: "Logging"),
                    ])
                    """),
                ("Sources/App/App.swift", "import Models\n↓import Storage\nstruct App {}"),
                ("Sources/Models/Model.swift", "import Storage\nstruct Model {}"),
                ("Sources/Storage/Store.swift", "struct Store {}"),
                ("Sources/Logging/Log.swift", "struct Log {}"),
            ]),
    ]

    var undeclared: Bool
    var unused: Bool

    public init(options: inout ConfigObject) throws {
        undeclared = try options.bool("undeclared") ?? true
        unused = try options.bool("unused") ?? true
    }

    public func check(_ rule: RuleConfiguration, in context: RuleContext) -> [Finding] {
        let graph = context.graph
        var declared: [Int: Set<Int>] = [:]
        var manifestEdges: [Int: [ModuleEdge]] = [:]
        for edge in graph.edges where edge.kind == .manifest {
            declared[edge.from, default: []].insert(edge.to)
            manifestEdges[edge.from, default: []].append(edge)
        }
        var findings: [Finding] = []
        var imported: [Int: Set<Int>] = [:]
        for fileIndex in graph.repository.files.indices {
            let file = graph.repository.files[fileIndex]
            guard file.module.isInTarget else { continue }
            let module = graph.moduleIndex(ofFile: fileIndex)
            for item in file.facts.imports {
                guard let target = graph.moduleIndex[item.module], target != module else { continue }
                imported[module, default: []].insert(target)
                guard undeclared, case .target = graph.modules[target].kind, !(declared[module]?.contains(target) ?? false),
                    rule.scope.contains(file: fileIndex, in: context)
                else { continue }
                findings.append(rule.finding(
                    "\(graph.modules[module].name) imports \(item.module), which its target does not declare as a dependency",
                    file: file.path, line: Int(item.position.line), column: Int(item.position.column),
                    fingerprint: "undeclared \(item.module)"))
            }
        }
        if unused {
            for (module, edges) in manifestEdges.sorted(by: { $0.key < $1.key }) where !graph.modules[module].files.isEmpty {
                for edge in edges {
                    let target = graph.modules[edge.to]
                    guard case .target(let kind) = target.kind, kind == .regular || kind == .system || kind == .executable,
                        !(imported[module]?.contains(edge.to) ?? false), !rule.scope.exclude.contains(where: { $0.matches(edge.file) })
                    else { continue }
                    findings.append(rule.finding(
                        "\(graph.modules[module].name) declares a dependency on \(target.name) that none of its files imports",
                        file: edge.file, line: edge.line, column: edge.column, fingerprint: "unused \(target.name) in \(graph.modules[module].name)"))
                }
            }
        }
        return findings
    }
}
