import ArchlintKit

/// `archlint graph [PATH] [--format dot|mermaid|json] [--level module|layer|file] [options]`
enum GraphCommand {
    static let format = Option("--format", "FORMAT", .choice(GraphFormat.allCases.map(\.rawValue)), help: "the drawing's format", default: "dot")
    static let level = Option("--level", "LEVEL", .choice(GraphLevel.allCases.map(\.rawValue)), help: "what the nodes are", default: "module")
    static let externals = Option("--externals", help: "draw modules from outside the repository too (system frameworks, packages)")
    static let output = Option("--output", "FILE", .file, help: "write the graph to FILE instead of standard output")

    static let command = Command(
        name: "graph", summary: "draw the dependency graph (dot, mermaid, json)",
        positionals: [.path],
        description: """
            Draws the dependency graph of PATH (default: the current folder): layers as clusters, edges that break a rule \
            in red. Without a configuration (no --config, no --preset, no .archlint.json) it draws the bare graph.
            """,
        groups: [OptionGroup("Drawing", [format, level, externals, output, .quiet]), .configuration, .cache, .reading],
        exitStatus: "0 graph drawn, 2 usage or configuration error.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = GraphRequest(root: arguments.root, configuration: arguments.configuration)
        request.level = arguments.value(level).flatMap(GraphLevel.init(rawValue:)) ?? .module
        request.includeExternals = arguments.flag(externals)
        request.cache = arguments.cache
        request.reading = arguments.reading
        let result = try request.run()
        Output.keepUntilExit(result)
        arguments.printNotes(result.notes)
        let bytes = result.rendered(arguments.value(format).flatMap(GraphFormat.init(rawValue:)) ?? .dot)
        if let file = arguments.value(output) { try OutputFile.write(bytes, to: file) } else { Output.standardOutput(bytes) }
        return 0
    }
}
