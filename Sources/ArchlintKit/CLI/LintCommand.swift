import ArchlintBase
import ArchlintDiscovery
import ArchlintGraph
import ArchlintReport
import ArchlintRules

/// `archlint lint [PATH] [options]`
enum LintCommand {
    static let help = """
        USAGE: archlint lint [PATH] [options]
               archlint lint FILE… [--root DIR] [options]
               archlint lint [PATH] --changed [options]

        Checks the architecture rules of PATH (default: the current folder). Given files, or with
        --changed, it still reads the whole repository (through the fact cache) but reports only the
        findings that involve those files: the mode for pre-commit hooks.

        OPTIONS:
          --changed              report on the Swift files that differ from git HEAD, staged or not
          --root DIR             the repository root for FILE… arguments (default: the current folder)
          --config FILE          configuration file (default: PATH/.archlint.json)
          --preset NAME          start from a shipped preset (repeatable); see `archlint presets`
          --format FORMAT        text (default), json, sarif or github (Actions annotations)
          --output FILE          write the report to FILE instead of standard output
          --report FORMAT=FILE   also write a report in another format (repeatable)
          --summary              end text output with counts per rule and module and coupling figures
          --baseline FILE        report only findings the baseline does not hold
          --fail-on-stale        fail when baseline entries no longer occur
          --strict               fail on findings of any severity, not only errors
          --jobs N               worker threads (default: every core)
          --cache-dir DIR        where the fact cache lives (default: PATH/.build/archlint when PATH has
                                 a .build folder, else $XDG_CACHE_HOME/archlint or ~/.cache/archlint;
                                 $ARCHLINT_CACHE_DIR overrides the default)
          --no-cache             read and extract every file; neither read nor write the cache
          --evaluate-manifests   ask SwiftPM (swift package dump-package) what each Package.swift
                                 declares instead of reading it statically; this runs the manifests
          --quiet                do not print reading problems to standard error

        EXIT STATUS: 0 nothing fails the gate, 1 findings fail the gate, 2 usage or configuration error.

        """

    static let formats = ["text", "json", "sarif", "github"]

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, flags: ["--strict", "--help", "--quiet", "--summary", "--fail-on-stale", "--no-cache", "--changed", "--evaluate-manifests"],
            options: ["--config", "--preset", "--format", "--output", "--jobs", "--report", "--baseline", "--cache-dir", "--root"])
        if parsed.flag("--help") {
            Output.standardOutput(help)
            return 0
        }
        let (root, focus) = try lintTarget(parsed)
        let format = parsed.option("--format") ?? "text"
        guard formats.contains(format) else { throw Arguments.UsageError("unknown format '\(format)' (expected \(formats.joined(separator: ", ")))") }
        let reports = try parsed.all("--report").map { specification -> (format: String, path: String) in
            guard let equals = specification.firstIndex(of: "="), formats.contains(String(specification[..<equals])) else {
                throw Arguments.UsageError("--report takes FORMAT=FILE with FORMAT one of \(formats.joined(separator: ", "))")
            }
            return (String(specification[..<equals]), String(specification[specification.index(after: equals)...]))
        }
        let configuration = try loadConfiguration(root: root, parsed: parsed)
        var (report, graph) = try lint(root: root, configuration: configuration, parsed: parsed, focus: focus, needsGraph: parsed.flag("--summary"))
        if let baselinePath = parsed.option("--baseline") {
            let baseline = try Baseline.parse(try readBytes(baselinePath), file: baselinePath)
            let match = baseline.match(report.findings)
            report.findings = match.new
            report.baselined = match.baselined
            report.staleBaselineEntries = match.stale.reduce(0) { $0 + $1.count }
            report.usesBaseline = true
            if !parsed.flag("--quiet") {
                for entry in match.stale {
                    Output.standardError("\(entry.file): note: baseline entry no longer occurs: \(entry.rule) \(entry.fingerprint) [stale]\n")
                }
            }
        }
        if !parsed.flag("--quiet") {
            for diagnostic in report.diagnostics { Output.standardError(diagnostic.formatted + "\n") }
        }
        let color = parsed.option("--output") == nil && Output.isTerminal
        let main = render(report, format: format, color: color, summaryGraph: parsed.flag("--summary") ? graph : nil)
        if let output = parsed.option("--output") {
            try AtomicFile.write(main, to: output)
        } else {
            Output.standardOutput(main)
        }
        for extra in reports {
            try AtomicFile.write(render(report, format: extra.format, color: false, summaryGraph: nil), to: extra.path)
        }
        var status = gate(report, strict: parsed.flag("--strict"))
        if parsed.flag("--fail-on-stale"), report.staleBaselineEntries > 0 { status = 1 }
        return Output.finish(status)
    }

    static func render(_ report: LintReport, format: String, color: Bool, summaryGraph: DependencyGraph?) -> [UInt8] {
        switch format {
        case "json": return JSONReport.render(report, toolVersion: ArchlintCLI.version)
        case "sarif": return SARIFReport.render(report, toolVersion: ArchlintCLI.version)
        case "github": return Array(GitHubReport.render(report).utf8)
        default:
            var text = TextReport.render(report, color: color)
            if let summaryGraph { text += SummaryReport.render(report, graph: summaryGraph) }
            return Array(text.utf8)
        }
    }

    /// The root to read and, for `lint FILE…` and `--changed`, the Swift files (relative to the
    /// root) to report on. Other files, and changed files that were deleted, are left out.
    static func lintTarget(_ parsed: Arguments) throws -> (root: String, focus: Set<String>?) {
        if parsed.flag("--changed") {
            let root = try lintRoot(parsed)
            do {
                let changed = try ChangedFiles.list(root: root).filter { isLintable($0) && FileStatus.of(root + "/" + $0) != nil }
                return (root, Set(changed))
            } catch let error as ChangedFiles.GitError {
                throw Arguments.UsageError("--changed asks git which files changed: \(error.description)")
            }
        }
        if parsed.positionals.isEmpty || (parsed.positionals.count == 1 && Linter.isDirectory(parsed.positionals[0])) {
            guard parsed.option("--root") == nil else { throw Arguments.UsageError("--root goes with FILE arguments") }
            return (try lintRoot(parsed), nil)
        }
        let root = parsed.option("--root") ?? "."
        guard Linter.isDirectory(root) else { throw Arguments.UsageError("no folder at \(root)") }
        let canonicalRoot = Linter.canonicalPath(root)
        var focus = Set<String>()
        for file in parsed.positionals {
            guard !Linter.isDirectory(file) else { throw Arguments.UsageError("lint takes one folder, or files (\(file) is a folder)") }
            guard FileStatus.of(file) != nil else { throw Arguments.UsageError("no file or folder at \(file)") }
            guard isLintable(file) else { continue }
            let canonical = Linter.canonicalPath(file)
            guard canonical.hasPrefix(canonicalRoot + "/") else { throw Arguments.UsageError("\(file) is outside the root \(root)") }
            focus.insert(String(canonical.dropFirst(canonicalRoot.count + 1)))
        }
        return (root, focus)
    }

    static func isLintable(_ path: String) -> Bool {
        path.hasSuffix(".swift")
    }

    static func lintRoot(_ parsed: Arguments) throws -> String {
        guard parsed.positionals.count <= 1 else { throw Arguments.UsageError("takes one PATH") }
        let root = parsed.positionals.first ?? "."
        guard Linter.isDirectory(root) else { throw Arguments.UsageError("no folder at \(root)") }
        return root
    }

    /// Lints with the worker count and fact cache the options ask for; a cache that cannot be
    /// written is a note on standard error, not a failure.
    static func lint(
        root: String, configuration: Configuration, parsed: Arguments, focus: Set<String>? = nil, needsGraph: Bool = false
    ) throws -> (report: LintReport, graph: DependencyGraph?) {
        var linter = Linter(configuration: configuration, workers: try jobs(parsed))
        linter.focus = focus
        linter.evaluateManifests = parsed.flag("--evaluate-manifests")
        if !parsed.flag("--no-cache") { linter.cacheDirectory = parsed.option("--cache-dir") ?? Linter.defaultCacheDirectory(root: root) }
        let result = linter.lint(root: root, needsGraph: needsGraph)
        if !parsed.flag("--quiet") {
            for problem in [linter.cache?.summary?.saveError, linter.resultCacheProblem].compactMap({ $0 }) {
                Output.standardError("note: \(problem)\n")
            }
        }
        return result
    }

    static func jobs(_ parsed: Arguments) throws -> Int {
        guard let jobs = parsed.option("--jobs") else { return availableCores }
        guard let count = Int(jobs), count > 0 else { throw Arguments.UsageError("--jobs needs a positive number") }
        return count
    }

    static func loadConfiguration(root: String, parsed: Arguments) throws -> Configuration {
        let file = parsed.option("--config") ?? Linter.defaultConfigurationFile(root: root)
        let presets = parsed.all("--preset")
        if file == nil, presets.isEmpty {
            throw Arguments.UsageError("no configuration: \(root)/.archlint.json does not exist; pass --config FILE or --preset NAME (or run `archlint init`)")
        }
        return try Linter.configurationLoader.load(file: file, presets: presets)
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        switch FileReader().bytes(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw Arguments.UsageError("\(path): \(failure.message)")
        }
    }

    /// 1 when a finding fails the gate: an error, or anything under `--strict`.
    static func gate(_ report: LintReport, strict: Bool) -> Int32 {
        if report.findings.contains(where: { $0.severity == .error }) { return 1 }
        if strict, !report.findings.isEmpty { return 1 }
        return 0
    }
}

/// `archlint baseline [PATH] --output FILE`: records today's findings.
enum BaselineCommand {
    static let help = """
        USAGE: archlint baseline [PATH] [--output FILE] [--config FILE] [--preset NAME] [--no-cache] [--cache-dir DIR]
                                 [--evaluate-manifests]

        Records the current findings of PATH in a baseline file (default: PATH/.archlint-baseline.json),
        so `archlint lint --baseline FILE` reports only new ones.

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, flags: ["--help", "--quiet", "--no-cache", "--evaluate-manifests"],
            options: ["--config", "--preset", "--output", "--jobs", "--cache-dir"])
        if parsed.flag("--help") {
            Output.standardOutput(help)
            return 0
        }
        let root = try LintCommand.lintRoot(parsed)
        let configuration = try LintCommand.loadConfiguration(root: root, parsed: parsed)
        let report = try LintCommand.lint(root: root, configuration: configuration, parsed: parsed).report
        let output = parsed.option("--output") ?? "\(root)/.archlint-baseline.json"
        let baseline = Baseline.record(report.findings)
        try AtomicFile.write(baseline.render(), to: output)
        Output.standardOutput("recorded \(report.findings.count) findings in \(baseline.entries.count) entries to \(output)\n")
        return Output.finish(0)
    }
}

/// `archlint graph [PATH] --format dot|mermaid|json [--level module|layer|file]`
enum GraphCommand {
    static let help = """
        USAGE: archlint graph [PATH] [--format dot|mermaid|json] [--level module|layer|file] [--externals] [--output FILE]
                              [--config FILE] [--preset NAME] [--no-cache] [--cache-dir DIR] [--evaluate-manifests]

        Draws the dependency graph: layers as clusters, edges that break a rule in red.

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, flags: ["--help", "--externals", "--quiet", "--no-cache", "--evaluate-manifests"],
            options: ["--config", "--preset", "--format", "--level", "--output", "--jobs", "--cache-dir"])
        if parsed.flag("--help") {
            Output.standardOutput(help)
            return 0
        }
        let root = try LintCommand.lintRoot(parsed)
        let format = parsed.option("--format") ?? "dot"
        guard ["dot", "mermaid", "json"].contains(format) else { throw Arguments.UsageError("unknown graph format '\(format)' (expected dot, mermaid, json)") }
        guard let level = GraphExport.Level(rawValue: parsed.option("--level") ?? "module") else {
            throw Arguments.UsageError("unknown level (expected module, layer, file)")
        }
        let configuration: Configuration
        if parsed.option("--config") == nil, parsed.all("--preset").isEmpty, Linter.defaultConfigurationFile(root: root) == nil {
            configuration = Configuration()  // the bare graph, without layers or rules
        } else {
            configuration = try LintCommand.loadConfiguration(root: root, parsed: parsed)
        }
        let (report, built) = try LintCommand.lint(root: root, configuration: configuration, parsed: parsed, needsGraph: true)
        guard let graph = built else { preconditionFailure("a lint that needs its graph always builds one") }
        let layers = LayerMap(definitions: configuration.layers, graph: graph)
        let export = GraphExport(graph: graph, layers: layers, findings: report.findings, level: level, includeExternal: parsed.flag("--externals"))
        let bytes: [UInt8]
        switch format {
        case "mermaid": bytes = Array(export.mermaid().utf8)
        case "json": bytes = export.json()
        default: bytes = Array(export.dot().utf8)
        }
        if let output = parsed.option("--output") { try AtomicFile.write(bytes, to: output) } else { Output.standardOutput(bytes) }
        return Output.finish(0)
    }
}
