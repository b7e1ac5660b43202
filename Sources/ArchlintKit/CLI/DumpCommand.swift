import ArchlintBase
import ArchlintGraph
import ArchlintReport

/// `archlint dump [PATH] [--output FILE] [--no-references] [--evaluate-manifests]`
enum DumpCommand {
    static let help = """
        USAGE: archlint dump [PATH] [--output FILE] [--no-references] [--resolutions] [--jobs N] [--evaluate-manifests]

        Prints what archlint read from PATH (default: the current folder) as JSON: manifests,
        and per Swift file its module, imports, declarations, members, references and literals.
        Manifests are read statically; with --evaluate-manifests SwiftPM is asked instead
        (swift package dump-package, which runs them). With --resolutions each reference also says
        how it resolves (the declaration it names, or why none), and a summary counts them.

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, flags: ["--no-references", "--resolutions", "--help", "--evaluate-manifests"], options: ["--output", "--jobs"])
        if parsed.flag("--help") {
            Output.standardOutput(help)
            return 0
        }
        guard parsed.positionals.count <= 1 else { throw Arguments.UsageError("dump takes one PATH") }
        let root = parsed.positionals.first ?? "."
        var reader = RepositoryReader()
        reader.evaluateManifests = parsed.flag("--evaluate-manifests")
        if let jobs = parsed.option("--jobs") {
            guard let count = Int(jobs), count > 0 else { throw Arguments.UsageError("--jobs needs a positive number") }
            reader.workers = count
        }
        let repository = reader.read(root: root)
        let graph = parsed.flag("--resolutions") ? DependencyGraph(repository: repository, workers: reader.workers) : nil
        let bytes = FactsDump.render(repository, includeReferences: !parsed.flag("--no-references"), graph: graph)
        if let output = parsed.option("--output") {
            try AtomicFile.write(bytes, to: output)
        } else {
            Output.standardOutput(bytes)
        }
        return 0
    }
}
