import ArchlintKit
import Foundation

/// `archlint lint [PATH] [options]`, `archlint lint FILE… [--root DIR]`, `archlint lint --changed`.
enum LintCommand {
    static let changed = Option("--changed", help: "report on the Swift files that differ from git HEAD, staged or not")
    static let staged = Option(
        "--staged",
        help: "lint what git's index holds (the next commit; partly staged files as staged) and report on the staged Swift files, or on FILE…")
    static let root = Option("--root", "DIR", .folder, help: "the repository root for FILE… arguments", default: "the current folder")
    static let formats = ReportFormat.allCases.map(\.rawValue)
    static let format = Option(
        "--format", "FORMAT", .choice(formats),
        help: "the report's format; github prints Actions annotations, html writes an audit page (the architecture picture, findings with their code, coupling)",
        default: "text")
    static let output = Option("--output", "FILE", .file, help: "write the report to FILE instead of standard output")
    static let report = Option(
        "--report", "FORMAT=FILE", .text, help: "also write a report in another format to FILE", repeatable: true)
    static let summary = Option("--summary", help: "end text output with counts per rule and module and coupling figures")
    static let buildTool = Option(
        "--build-tool",
        help: "report as a build step (the plugins, an Xcode Run Script phase): absolute paths, and error findings as warnings unless the configuration sets \"failBuildOnErrors\": true")
    static let absolutePaths = Option("--absolute-paths", help: "name files by absolute paths in text and github output (default: from the current folder)")
    static let baseline = Option("--baseline", "FILE", .file, help: "report only findings the baseline does not hold")
    static let failOnStale = Option("--fail-on-stale", help: "fail when baseline entries no longer occur")
    static let strict = Option("--strict", help: "fail on findings of any severity, not only errors")

    static let command = Command(
        name: "lint", summary: "check the architecture rules",
        positionals: [Positional(name: "PATH", kind: .file, optional: true, repeating: true)],
        otherUsages: ["FILE… [--root DIR] [options]", "[PATH] --changed [options]", "[PATH | FILE…] --staged [options]"],
        description: """
            Checks the architecture rules of PATH (default: the current folder). The configuration is the .archlint.json \
            of PATH or of the nearest folder above it; from a subfolder, the whole repository is read from the \
            configuration's folder and the subfolder's findings reported. Given files, or with --changed or --staged, it \
            still reads the whole repository (through the fact cache) but reports only the findings that involve those \
            files: the mode for pre-commit hooks.
            """,
        groups: [
            OptionGroup("Files", [changed, staged, root]),
            .configuration,
            OptionGroup("Output", [format, output, report, summary, absolutePaths, buildTool, .lintQuiet]),
            OptionGroup("Gate", [baseline, failOnStale, strict]),
            .cache,
            .reading,
        ],
        exitStatus: "0 nothing fails the gate, 1 findings fail the gate, 2 usage or configuration error, or files that cannot be read.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = LintRequest(configuration: arguments.configuration)
        (request.root, request.focus) = try target(arguments)
        request.snapshot = arguments.flag(staged) ? .index : .workTree
        request.baseline = arguments.value(baseline)
        request.cache = arguments.cache
        request.reading = arguments.reading
        request.strict = arguments.flag(strict)
        request.failOnStale = arguments.flag(failOnStale)
        request.summary = arguments.flag(summary)
        let quiet = arguments.flag(.lintQuiet)
        let progress = quiet ? nil : ProgressLine.start()
        if let progress { request.progress = { stage in progress.show(stage) } }
        let format = ReportFormat(rawValue: arguments.value(format) ?? "text") ?? .text
        let reports = try arguments.allValues(report).map { try reportFile($0, arguments) }
        request.audit = format == .html || reports.contains { $0.format == .html }

        var result: LintResult
        do {
            defer { progress?.stop() }
            result = try request.run()
        }
        Output.keepUntilExit(result)
        if arguments.flag(buildTool) { result = result.asBuildStep() }
        let paths: LintResult.PathStyle = arguments.flag(absolutePaths) || arguments.flag(buildTool) ? .absolute : .relative
        if !quiet {
            arguments.printNotes(result.notes)
            for entry in result.baseline?.stale ?? [] {
                Output.standardError(result.staleNote(entry, paths) + "\n")
            }
            for diagnostic in result.diagnostics { Output.standardError(result.displayed(diagnostic, paths).formatted + "\n") }
            if result.filesChecked == 0, request.focus == .everything {
                Output.standardError("warning: no Swift files to check in \(request.root) (none there, or the configuration excludes them)\n")
            }
        } else {
            for diagnostic in result.unreadable { Output.standardError(result.displayed(diagnostic, paths).formatted + "\n") }
        }
        if let incompleteness = result.incompleteness { Output.standardError(incompleteness + "\n") }
        let outputFile = arguments.value(output)
        // --quiet: a gate that passes says nothing, nor does a build step with nothing to report (a
        // report asked for in a machine format is still written).
        let silent = (quiet && result.exitStatus == 0 || arguments.flag(buildTool) && result.findings.isEmpty) && (format == .text || format == .github)
        let main = result.rendered(format, color: outputFile == nil && Output.colorsStandardOutput, summary: request.summary, paths: paths)
        if let outputFile { try OutputFile.write(main, to: outputFile) } else if !silent { Output.standardOutput(main) }
        for extra in reports { try OutputFile.write(result.rendered(extra.format), to: extra.file) }
        return result.exitStatus
    }

    /// The root and focus the positionals name: one folder (or none: the current one), files with
    /// `--root`, or `--changed`.
    static func target(_ arguments: ParsedArguments) throws -> (root: String, focus: LintRequest.Focus) {
        let positionals = arguments.positionals
        let onlyFolder = positionals.isEmpty || (positionals.count == 1 && isFolder(positionals[0]))
        if arguments.flag(changed), arguments.flag(staged) { throw arguments.usage("--changed and --staged do not go together") }
        if arguments.flag(changed) || onlyFolder {
            if positionals.count > 1 { throw arguments.usage("lint takes one PATH with --changed, or files without it") }
            if arguments.value(root) != nil { throw arguments.usage("--root goes with FILE arguments") }
            return (positionals.first ?? ".", arguments.flag(changed) ? .changed : arguments.flag(staged) ? .staged : .everything)
        }
        // Without --root, the configuration is looked up from the folder that holds every file (a
        // file that is not there is the request's to report).
        let allThere = positionals.allSatisfy { FileManager.default.fileExists(atPath: $0) }
        return (arguments.value(root) ?? (allThere ? commonFolder(positionals) : "."), .files(positionals))
    }

    /// `FORMAT=FILE` of `--report`.
    static func reportFile(_ specification: String, _ arguments: ParsedArguments) throws -> (format: ReportFormat, file: String) {
        let (name, file) = ParsedArguments.split(specification)
        guard let file, let format = ReportFormat(rawValue: name) else {
            throw arguments.usage(
                "--report takes FORMAT=FILE with FORMAT one of \(formats.joined(separator: ", "))\(UsageError.nearMiss(name, among: formats))")
        }
        return (format, file)
    }

    /// The deepest folder holding every path: from the current folder ("." for itself) when
    /// inside it, else absolute.
    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map { path -> [Substring] in
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            return absolute.split(separator: "/").dropLast().filter { $0 != "." }
        }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let path = "/" + common.joined(separator: "/")
        let current = FileManager.default.currentDirectoryPath
        if path == current { return "." }
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
