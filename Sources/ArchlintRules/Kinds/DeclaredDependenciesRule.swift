import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// `declared-dependencies`: a file imports a module of the repository that its target does not
/// declare (it compiles only by accident, through another target), and a target declares a
/// dependency on a repository module that none of its files imports.
public struct DeclaredDependenciesRule: RuleKind {
    public static let name = "declared-dependencies"
    public static let summary = "Targets import only what they declare, and declare only what they import."
    public static let subject = RuleSubject.dependencies
    public static let options = [
        RuleOption("undeclared", .bool, default: "true", "report imports of repository modules the target does not declare."),
        RuleOption("unused", .bool, default: "true", "report declared dependencies on repository modules nothing imports."),
    ]
    public static let notes = """
        Only modules of the repository are checked (an external product may expose modules under
        other names); a target named `my-tool` is imported as `my_tool`. An undeclared import is
        reported once per module, at its first import, with every other import as evidence. A file
        several targets compile is checked in each. A target linking a CocoaPods umbrella framework
        (`Pods_App`) declares its dependencies in a Podfile, which is not read: its imports are not checked. Dependencies of plugins, and plugin and macro
        dependencies, are used without an import and are never reported as unused. Imports under
        `#if false`, or under a flag the target never defines, are not imports a build compiles.
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
                ("Sources/App/Cache.swift", "import Storage\n#if false\nimport Logging\n#endif"),
                ("Sources/Models/Model.swift", "import Storage\nstruct Model {}"),
                ("Sources/Storage/Store.swift", "struct Store {}"),
                ("Sources/Logging/Log.swift", "struct Log {}"),
            ]),
        RuleExample(
            "Dependencies used without an import: members added in an extension, and a module re-exported by an import",
            configuration: #"{ "kind": "declared-dependencies" }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "App", targets: [
                        .target(name: "Dependencies"),
                        .target(name: "FileClient", dependencies: ["Dependencies"]),
                        .target(name: "Settings", dependencies: ["Dependencies", "FileClient", "Kit", ↓"Analytics"]),
                        .target(name: "Kit", dependencies: ["KitCore"]),
                        .target(name: "KitCore"),
                        .target(name: "Analytics", dependencies: ["Dependencies"]),
                    ])
                    """),
                ("Sources/Dependencies/DependencyValues.swift", "public struct DependencyValues {}\n@propertyWrapper public struct Dependency<Value> {}"),
                ("Sources/FileClient/FileClient.swift", """
                    import Dependencies
                    public struct FileClient {}
                    extension DependencyValues {
                        public var fileClient: FileClient { FileClient() }
                    }
                    """),
                ("Sources/Analytics/Analytics.swift", "import Dependencies\nextension DependencyValues {\n    public var analytics: Int { 0 }\n}"),
                ("Sources/Kit/Exports.swift", "@_exported import KitCore"),
                ("Sources/KitCore/Core.swift", "public struct Core {}"),
                ("Sources/Settings/Settings.swift", """
                    import Dependencies
                    import Kit
                    struct Settings {
                        @Dependency(\\.fileClient) var files
                        let core = Core()
                    }
                    """),
            ]),
        RuleExample(
            "A tool target imported by its C99 name, and a plugin's tool dependency",
            configuration: #"{ "kind": "declared-dependencies" }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "Tools", targets: [
                        .target(name: "Lib"),
                        .executableTarget(name: "my-tool", dependencies: ["Lib"]),
                        .plugin(name: "Generate", capability: .buildTool(), dependencies: ["my-tool"]),
                        .testTarget(name: "ToolTests", dependencies: ["my-tool"]),
                    ])
                    """),
                ("Sources/Lib/Lib.swift", "public struct Lib {}"),
                ("Sources/my-tool/main.swift", "import Lib\nprint(Lib())"),
                ("Plugins/Generate/plugin.swift", "import PackagePlugin"),
                ("Tests/ToolTests/ToolTests.swift", "@testable import my_tool"),
            ]),
    ]

    var undeclared: Bool
    var unused: Bool

    public init(options: inout ConfigObject) throws {
        undeclared = try options.bool("undeclared") ?? true
        unused = try options.bool("unused") ?? true
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        var declared: [Int: Set<Int>] = [:]
        var manifestEdges: [Int: [ModuleEdge]] = [:]
        // A target linking a CocoaPods umbrella framework (`Pods_App`) declares its dependencies in
        // a Podfile, which archlint does not read: what it imports is not checked.
        var podsTargets = Set<Int>()
        for dependency in graph.dependencies.all where dependency.isDeclared {
            declared[dependency.from, default: []].insert(dependency.to)
            manifestEdges[dependency.from, default: []] += dependency.edges.map { graph.edges[$0] }.filter { $0.kind == .manifest }
            let name = graph.modules[dependency.to].name
            if name.hasPrefix("Pods_") || name.hasPrefix("Pods-") { podsTargets.insert(dependency.from) }
        }
        var imported: [Int: Set<Int>] = [:]
        // Undeclared imports, by importing and imported module: every place that imports it.
        var undeclaredSites: [[Int]: [(file: String, item: ImportFact)]] = [:]
        for fileIndex in filesToCheck(context, manifestEdges: manifestEdges) {
            let file = graph.repository.files[fileIndex]
            guard file.module.isInTarget else { continue }
            // A file several targets compile must be buildable in each of them.
            for module in graph.modules(ofFile: fileIndex) {
                // What another import re-exports (`@_exported import`) is used without its own import.
                for reexported in graph.reexportedModules[fileIndex] { imported[module, default: []].insert(reexported) }
                for item in graph.imports(ofFile: fileIndex, in: module) {
                    guard let target = graph.module(imported: item.module, by: module), target != module else { continue }
                    imported[module, default: []].insert(target)
                    guard undeclared, case .target = graph.modules[target].kind, !(declared[module]?.contains(target) ?? false), !podsTargets.contains(module),
                        context.scope.contains(file: fileIndex)
                    else { continue }
                    undeclaredSites[[module, target], default: []].append((file.path, item))
                }
            }
        }
        var findings: [Violation] = []
        for key in undeclaredSites.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let sites = undeclaredSites[key]!
            let (module, target) = (graph.modules[key[0]].name, graph.modules[key[1]].name)
            let first = sites[0]
            let count = Set(sites.map(\.file)).count
            findings.append(Violation(
                "\(module) imports \(first.item.module)\(count > 1 ? " (in \(count) files)" : ""), which its target does not declare as a dependency",
                file: first.file, line: Int(first.item.position.line), column: Int(first.item.position.column),
                evidence: sites.map { Evidence(file: $0.file, line: Int($0.item.position.line), column: Int($0.item.position.column), description: "import \($0.item.module)") },
                fingerprint: "undeclared \(target) in \(module)", subject: .imported(target)))
        }
        if unused {
            var extensionMembers = [Int: Set<String>]()
            var usedMembers = [Int: Set<String>]()
            for (module, edges) in manifestEdges.sorted(by: { $0.key < $1.key }) where !graph.modules[module].files.isEmpty {
                // A plugin uses its dependencies as tools, without importing them.
                guard graph.modules[module].kind != .target(.plugin) else { continue }
                // The finding is at the declaration alone: with a focus elsewhere, it is not reported.
                for edge in edges where context.reports(inFile: edge.file) {
                    let target = graph.modules[edge.to]
                    guard case .target(let kind) = target.kind, kind == .library || kind == .system || kind == .executable,
                        !(imported[module]?.contains(edge.to) ?? false), context.scope.contains(edge: edge)
                    else { continue }
                    // Members a module adds in extensions (`DependencyValues.fileClient`) are used
                    // without importing it or naming its types: `@Dependency(\.fileClient)`.
                    if extensionMembers[edge.to] == nil { extensionMembers[edge.to] = Self.extensionMemberNames(of: edge.to, in: graph) }
                    if usedMembers[module] == nil { usedMembers[module] = Set(graph.modules[module].files.flatMap { graph.repository[factsOf: $0].memberNames }) }
                    if !extensionMembers[edge.to]!.isDisjoint(with: usedMembers[module]!) { continue }
                    findings.append(Violation(
                        "\(graph.modules[module].name) declares a dependency on \(target.name) that none of its files imports",
                        file: edge.file, line: edge.line, column: edge.column, fingerprint: "unused \(target.name) in \(graph.modules[module].name)",
                        subject: .declared(target.name)))
                }
            }
        }
        return findings
    }

    /// The files whose imports can give a reported finding, ascending: every file, or with a focus
    /// the files of the modules a focus file is compiled into (an undeclared import is reported
    /// with every place in its module) and of the modules whose declarations are reported.
    func filesToCheck(_ context: RuleContext, manifestEdges: [Int: [ModuleEdge]]) -> [Int] {
        let graph = context.graph
        guard let focus = context.focus else { return Array(graph.repository.files.indices) }
        var modules = Set(focus.flatMap { graph.modules(ofFile: $0) })
        for (module, edges) in manifestEdges where edges.contains(where: { context.reports(inFile: $0.file) }) { modules.insert(module) }
        return Set(modules.flatMap { graph.modules[$0].files }).sorted()
    }

    /// The names of the members a module's extensions declare that other modules can use.
    static func extensionMemberNames(of module: Int, in graph: DependencyGraph) -> Set<String> {
        var names = Set<String>()
        for file in graph.modules[module].files {
            // By index: a loop over the declarations copies each.
            let declarations = graph.repository[factsOf: file].declarations
            for index in declarations.indices where declarations[index].kind == .extension {
                for member in declarations[index].members where declarations[index].exposes(member) && member.kind != .initializer {
                    names.insert(member.name)
                }
            }
        }
        return names
    }
}
