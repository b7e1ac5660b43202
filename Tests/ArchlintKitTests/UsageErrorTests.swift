import ArchlintKit
import Foundation
import Testing
@testable import archlint

/// A command line archlint cannot run names the one problem, suggests the near miss, points to the
/// command's help and exits with 2; it never prints the whole command list.
@Suite("Usage errors")
struct UsageErrorTests {
    func expectError(_ arguments: [String], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = ArchlintCLI.capture(arguments)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.output.isEmpty, sourceLocation: sourceLocation)
        #expect(run.error == expected, sourceLocation: sourceLocation)
    }

    @Test func unknownCommandsSuggestTheNearMiss() {
        expectError(["lnt"], "error: unknown command 'lnt' — did you mean 'lint'?\nRun `archlint --help` for the commands.\n")
        expectError(["exlpain"], "error: unknown command 'exlpain' — did you mean 'explain'?\nRun `archlint --help` for the commands.\n")
        expectError(["frobnicate"], "error: unknown command 'frobnicate'\nRun `archlint --help` for the commands.\n")
        expectError(["--verison"], "error: unknown option '--verison' — did you mean '--version'?\nRun `archlint --help` for the commands.\n")
    }

    @Test func unknownOptionsSuggestTheNearMissOfThatCommand() {
        expectError(["lint", "--formt", "json"], "error: unknown option --formt for lint — did you mean --format?\nRun `archlint lint --help` for its usage.\n")
        expectError(["graph", "--extrenals"], "error: unknown option --extrenals for graph — did you mean --externals?\nRun `archlint graph --help` for its usage.\n")
        // --strict exists, for lint only.
        expectError(["dump", "--strict"], "error: unknown option --strict for dump\nRun `archlint dump --help` for its usage.\n")
    }

    @Test func valuesAreChecked() {
        let help = "\nRun `archlint lint --help` for its usage.\n"
        expectError(["lint", "--format", "xml"], "error: unknown value 'xml' for --format (expected text, json, sarif, github, html)" + help)
        expectError(["lint", "--format=jsn"], "error: unknown value 'jsn' for --format — did you mean json? (expected text, json, sarif, github, html)" + help)
        expectError(["lint", "--jobs", "0"], "error: --jobs needs a positive number, not '0'" + help)
        expectError(["lint", "--format"], "error: --format needs a value (FORMAT)" + help)
        expectError(["lint", "--strict=yes"], "error: --strict takes no value" + help)
        expectError(["lint", "--report", "srif=out.sarif"], "error: --report takes FORMAT=FILE with FORMAT one of text, json, sarif, github, html — did you mean sarif?" + help)
        expectError(["lint", "--root", "."], "error: --root goes with FILE arguments" + help)
        expectError(["graph", "--level", "modul"], "error: unknown value 'modul' for --level — did you mean module? (expected module, layer, file)\nRun `archlint graph --help` for its usage.\n")
        expectError(["completions", "tcsh"], "error: unknown value 'tcsh' for SHELL (expected bash, zsh, fish)\nRun `archlint completions --help` for its usage.\n")
    }

    @Test func positionalsAreCounted() {
        expectError(["explain"], "error: explain needs RULE-ID\nRun `archlint explain --help` for its usage.\n")
        expectError(["dump", ".", "Sources"], "error: dump takes one PATH (unexpected: Sources)\nRun `archlint dump --help` for its usage.\n")
        expectError(["presets", "all"], "error: presets takes no arguments (unexpected: all)\nRun `archlint presets --help` for its usage.\n")
        expectError(["completions"], "error: completions needs SHELL\nRun `archlint completions --help` for its usage.\n")
    }

    @Test func anUnknownRuleSuggestsTheNearMiss() throws {
        expectError(
            ["explain", "vm-thn", "--preset", "layered-mvvm"],
            "error: unknown rule vm-thn — did you mean vm-thin? (`archlint rules` lists the configured rules)\n")
        let empty = try TemporaryTree(["A.swift": "struct A {}\n"])
        expectError(
            ["explain", "layrs", empty.root],
            "error: unknown rule kind layrs — did you mean layers?; a configured rule is explained with its configuration: "
                + "pass --config FILE or --preset NAME (no .archlint.json in \(empty.root) or a folder above it)\n")
    }

    /// Every command that takes PATH: one line, exit status 2.
    @Test(arguments: CommandTable.all.filter { $0.positionals.contains { $0.name == "PATH" } }.map(\.name))
    func aPathThatDoesNotExistIsOneLine(_ name: String) throws {
        let command = try #require(CommandTable.command(named: name))
        let missing = "/nonexistent/archlint-test-path"
        // A configuration where one is read: the missing folder must be what fails.
        var arguments = [name] + command.positionals.map { $0.name == "PATH" ? missing : "layers" }
        if command.option(named: "--preset") != nil { arguments += ["--preset", "layered-mvvm"] }
        let run = ArchlintCLI.capture(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == (name == "lint" ? "error: no file or folder at \(missing)\n" : "error: no folder at \(missing)\n"), "\(arguments)")
    }

    @Test func helpGoesToStandardOutputAndTheBareCommandToStandardError() {
        for arguments in [["--help"], ["help"], ["-h"]] {
            let run = ArchlintCLI.capture(arguments)
            #expect(run.status == 0 && run.output.hasPrefix("USAGE: archlint <command> [options]\n\nCOMMANDS:\n") && run.error.isEmpty)
        }
        for arguments in [["lint", "--help"], ["lint", "-h"], ["help", "lint"]] {
            let run = ArchlintCLI.capture(arguments)
            #expect(run.status == 0 && run.output.hasPrefix("USAGE: archlint lint [PATH] [options]\n"), "\(arguments)")
        }
        let bare = ArchlintCLI.capture([])
        #expect(bare.status == 2 && bare.output.isEmpty && bare.error.contains("COMMANDS:"))
        #expect(ArchlintCLI.capture(["--version"]).output == "archlint \(Archlint.version)\n")
    }
}
