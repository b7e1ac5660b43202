import ArchlintBase
import ArchlintReport
import ArchlintRules

/// `archlint lint [PATH] [--config FILE] [--preset NAME] [--format text|json] [--output FILE] [--strict]`
enum LintCommand {
    static let help = """
        USAGE: archlint lint [PATH] [options]

        Checks the architecture rules of PATH (default: the current folder).

        OPTIONS:
          --config FILE      configuration file (default: PATH/.archlint.json)
          --preset NAME      start from a shipped preset (repeatable); see `archlint presets`
          --format FORMAT    text (default) or json
          --output FILE      write the report to FILE instead of standard output
          --strict           fail on findings of any severity, not only errors
          --jobs N           worker threads (default: every core)
          --quiet            do not print reading problems to standard error

        EXIT STATUS: 0 nothing fails the gate, 1 findings fail the gate, 2 usage or configuration error.

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, flags: ["--strict", "--help", "--quiet"], options: ["--config", "--preset", "--format", "--output", "--jobs"])
        if parsed.flag("--help") {
            Output.standardOutput(help)
            return 0
        }
        guard parsed.positionals.count <= 1 else { throw Arguments.UsageError("lint takes one PATH") }
        let root = parsed.positionals.first ?? "."
        guard Linter.isDirectory(root) else { throw Arguments.UsageError("no folder at \(root)") }
        let format = parsed.option("--format") ?? "text"
        guard ["text", "json"].contains(format) else { throw Arguments.UsageError("unknown format '\(format)' (expected text or json)") }
        let configuration = try loadConfiguration(root: root, parsed: parsed)
        var linter = Linter(configuration: configuration)
        if let jobs = parsed.option("--jobs") {
            guard let count = Int(jobs), count > 0 else { throw Arguments.UsageError("--jobs needs a positive number") }
            linter.workers = count
        }
        let report = linter.lint(root: root).report
        if !parsed.flag("--quiet") {
            for diagnostic in report.diagnostics { Output.standardError(diagnostic.formatted + "\n") }
        }
        let bytes: [UInt8]
        switch format {
        case "json": bytes = JSONReport.render(report, toolVersion: ArchlintCLI.version)
        default: bytes = Array(TextReport.render(report, color: parsed.option("--output") == nil && Output.isTerminal).utf8)
        }
        if let output = parsed.option("--output") {
            try AtomicFile.write(bytes, to: output)
        } else {
            Output.standardOutput(bytes)
        }
        return gate(report, strict: parsed.flag("--strict"))
    }

    static func loadConfiguration(root: String, parsed: Arguments) throws -> Configuration {
        let file = parsed.option("--config") ?? Linter.defaultConfigurationFile(root: root)
        let presets = parsed.all("--preset")
        if file == nil, presets.isEmpty {
            throw Arguments.UsageError("no configuration: \(root)/.archlint.json does not exist; pass --config FILE or --preset NAME (or run `archlint init`)")
        }
        return try Linter.configurationLoader.load(file: file, presets: presets)
    }

    /// 1 when a finding fails the gate: an error, or anything under `--strict`.
    static func gate(_ report: LintReport, strict: Bool) -> Int32 {
        if report.findings.contains(where: { $0.severity == .error }) { return 1 }
        if strict, !report.findings.isEmpty { return 1 }
        return 0
    }
}
