import ArchlintKit

/// `archlint dump [PATH] [options]`: the facts archlint reads, as JSON.
enum DumpCommand {
    static let output = Option("--output", "FILE", .file, help: "write the JSON to FILE instead of standard output")
    static let noReferences = Option("--no-references", help: "leave out references to other types, which make most of the output")
    static let resolutions = Option("--resolutions", help: "say how each reference resolves (its declaration, or why none) and count them")

    static let command = Command(
        name: "dump", summary: "print the facts archlint reads, as JSON",
        positionals: [.path],
        description: """
            Prints what archlint read from PATH (default: the current folder) as JSON: projects and manifests, and per \
            Swift file its module, imports, declarations, members, references and literals (Docs/dump-format.md). \
            Manifests are read statically; with --evaluate-manifests SwiftPM is asked instead (swift package \
            dump-package, which runs them).
            """,
        groups: [OptionGroup("Output", [output, noReferences, resolutions]), .reading],
        exitStatus: "0 facts printed, 2 usage error.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = DumpRequest(root: arguments.root)
        request.includeReferences = !arguments.flag(noReferences)
        request.resolutions = arguments.flag(resolutions)
        request.reading = arguments.reading
        let result = try request.run()
        if let file = arguments.value(output) { try OutputFile.write(result.json, to: file) } else { Output.standardOutput(result.json) }
        return 0
    }
}
