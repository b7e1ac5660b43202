import ArchlintKit

/// `archlint graph [PATH] [--format dot|mermaid|json] [--level module|layer|file] [options]`
enum GraphCommand {
    static let format = Option("--format", "FORMAT", .choice(GraphFormat.allCases.map(\.rawValue)), help: "the drawing's format", default: "dot")
    static let level = Option("--level", "LEVEL", .choice(GraphLevel.allCases.map(\.rawValue)), help: "what the nodes are", default: "module")
    static let externals = Option("--externals", help: "draw modules from outside the repository too (system frameworks, packages)")
    static let output = Option("--output", "FILE", .file, help: "write the graph to FILE instead of standard output")
    static let violationsOnly = Option("--violations-only", help: "only the edges that break a rule, and the nodes they join")
    static let focus = Option("--focus", "NAME", .text, help: "only NAME (a module, layer or file) and its neighbours")
    static let depth = Option("--depth", "N", .number(minimum: 0), help: "how many dependencies away from --focus to draw", default: "1")
    static let collapse = Option("--collapse", "PATTERN", .text, help: "draw the nodes matching the regular expression as one", repeatable: true)

    static let command = Command(
        name: "graph", summary: "draw the dependency graph (dot, mermaid, json)",
        positionals: [.path],
        description: """
            Draws the dependency graph of PATH (default: the current folder): layers as clusters in their order (a layers \
            rule's order, else the order they are defined in), edges that break a rule in red, labelled with each rule and \
            its count (dashed when part of a cycle); at the layer level, dependencies inside a layer that break a rule are \
            loops on it. Without a configuration (no --config, no --preset, no .archlint.json) it draws the bare graph.
            """,
        groups: [
            OptionGroup("Drawing", [format, level, externals, output, .quiet]), OptionGroup("Views", [violationsOnly, focus, depth, collapse]),
            .configuration, .cache, .reading,
        ],
        exitStatus: "0 graph drawn, 2 usage or configuration error.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = GraphRequest(root: arguments.root, configuration: arguments.configuration)
        request.level = arguments.value(level).flatMap(GraphLevel.init(rawValue:)) ?? .module
        request.includeExternals = arguments.flag(externals)
        request.violationsOnly = arguments.flag(violationsOnly)
        request.focus = arguments.value(focus)
        request.collapse = arguments.allValues(collapse)
        if let depth = arguments.number(depth) {
            guard request.focus != nil else { throw arguments.usage("--depth goes with --focus") }
            request.focusDepth = depth
        }
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
