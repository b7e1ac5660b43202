import ArchlintKit
import Foundation

/// `archlint lint [PATH] [options]`, `archlint lint FILE… [--root DIR]`, `archlint lint --changed`.
enum LintCommand {
    static let changed = Option("--changed", help: "report on the Swift files that differ from git HEAD, staged or not")
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
    static let baseline = Option("--baseline", "FILE", .file, help: "report only findings the baseline does not hold")
    static let failOnStale = Option("--fail-on-stale", help: "fail when baseline entries no longer occur")
    static let strict = Option("--strict", help: "fail on findings of any severity, not only errors")

    static let command = Command(
        name: "lint", summary: "check the architecture rules",
        positionals: [Positional(name: "PATH", kind: .file, optional: true, repeating: true)],
        otherUsages: ["FILE… [--root DIR] [options]", "[PATH] --changed [options]"],
        description: """
            Checks the architecture rules of PATH (default: the current folder). Given files, or with --changed, it still \
            reads the whole repository (through the fact cache) but reports only the findings that involve those files: \
            the mode for pre-commit hooks.
            """,
        groups: [
            OptionGroup("Files", [changed, root]),
            .configuration,
            OptionGroup("Output", [format, output, report, summary, .quiet]),
            OptionGroup("Gate", [baseline, failOnStale, strict]),
            .cache,
            .reading,
        ],
        exitStatus: "0 nothing fails the gate, 1 findings fail the gate, 2 usage or configuration error, or files that cannot be read.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = LintRequest(configuration: arguments.configuration)
        (request.root, request.focus) = try target(arguments)
        request.baseline = arguments.value(baseline)
        request.cache = arguments.cache
        request.reading = arguments.reading
        request.strict = arguments.flag(strict)
        request.failOnStale = arguments.flag(failOnStale)
        request.summary = arguments.flag(summary)
        let format = ReportFormat(rawValue: arguments.value(format) ?? "text") ?? .text
        let reports = try arguments.allValues(report).map { try reportFile($0, arguments) }
        request.audit = format == .html || reports.contains { $0.format == .html }

        let result = try request.run()
        Output.keepUntilExit(result)
        arguments.printNotes(result.notes)
        if !arguments.flag(.quiet) {
            for entry in result.baseline?.stale ?? [] {
                Output.standardError(entry.staleNote + "\n")
            }
            for diagnostic in result.diagnostics { Output.standardError(diagnostic.formatted + "\n") }
        } else {
            for diagnostic in result.unreadable { Output.standardError(diagnostic.formatted + "\n") }
        }
        if let incompleteness = result.incompleteness { Output.standardError(incompleteness + "\n") }
        let outputFile = arguments.value(output)
        let main = result.rendered(format, color: outputFile == nil && Output.isTerminal, summary: request.summary)
        if let outputFile { try OutputFile.write(main, to: outputFile) } else { Output.standardOutput(main) }
        for extra in reports { try OutputFile.write(result.rendered(extra.format), to: extra.file) }
        return result.exitStatus
    }

    /// The root and focus the positionals name: one folder (or none: the current one), files with
    /// `--root`, or `--changed`.
    static func target(_ arguments: ParsedArguments) throws -> (root: String, focus: LintRequest.Focus) {
        let positionals = arguments.positionals
        let onlyFolder = positionals.isEmpty || (positionals.count == 1 && isFolder(positionals[0]))
        if arguments.flag(changed) || onlyFolder {
            if positionals.count > 1 { throw arguments.usage("lint takes one PATH with --changed, or files without it") }
            if arguments.value(root) != nil { throw arguments.usage("--root goes with FILE arguments") }
            return (positionals.first ?? ".", arguments.flag(changed) ? .changed : .everything)
        }
        return (arguments.value(root) ?? ".", .files(positionals))
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

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
