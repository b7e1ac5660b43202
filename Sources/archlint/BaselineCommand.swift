import ArchlintKit

/// `archlint baseline [PATH] [options]`: records today's findings.
enum BaselineCommand {
    static let output = Option("--output", "FILE", .file, help: "where to write the baseline", default: "the configuration's baseline, else .archlint-baseline.json beside it")

    static let command = Command(
        name: "baseline", summary: "record today's findings so a gate reports only new ones",
        positionals: [.path],
        description: """
            Records the current findings of the repository PATH is in (default: the current folder) in a baseline file. \
            Once the configuration names it ("baseline": ".archlint-baseline.json"), lint, the hooks and the plugins report \
            only new findings; `archlint lint --baseline FILE` applies any baseline.
            """,
        groups: [OptionGroup("Output", [output, .quiet]), .configuration, .cache, .reading],
        exitStatus: "0 baseline written, 2 usage or configuration error, or files that cannot be read.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = BaselineRequest(root: arguments.root, configuration: arguments.configuration)
        request.output = arguments.value(output)
        request.cache = arguments.cache
        request.reading = arguments.reading
        let result = try request.run()
        arguments.printNotes(result.notes)
        Output.standardOutput("recorded \(result.findingCount) findings in \(result.entryCount) entries to \(result.file)\n")
        if let configuration = result.configurationFile, !arguments.flag(.quiet) {
            Output.standardError(
                "note: add \"baseline\": \"\(result.file.split(separator: "/").last ?? "")\" to \(configuration) (a path from its folder) so lint and the hooks apply it\n")
        }
        return 0
    }
}
