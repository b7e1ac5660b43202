import ArchlintKit
import Foundation
import Testing
@testable import archlint

/// The command table is the one description of the command line: parsing, help, the README's
/// tables and completions all follow it.
@Suite("Command table")
struct CommandTableTests {
    /// The option names a help text lists: the leading `-…` words of its option lines.
    static func listedOptions(_ help: String) -> Set<String> {
        var names = Set<String>()
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            for word in line.split(separator: " ") {
                guard word.hasPrefix("-") else { break }
                names.insert(word.hasSuffix(",") ? String(word.dropLast()) : String(word))
            }
        }
        return names
    }

    /// A valid command line giving `option` (and the positionals the command needs).
    static func arguments(giving option: Option, to command: Command) -> [String] {
        let required = command.positionals.filter { !$0.optional }.map { positional -> String in
            if case .choice(let values) = positional.kind { return values[0] }
            return "x"
        }
        guard let value = option.value else { return [option.name] + required }
        switch value.kind {
        case .choice(let values): return [option.name, values[0]] + required
        case .number: return [option.name, "2"] + required
        case .file, .folder, .text: return ["\(option.name)=x"] + required
        }
    }

    /// Every option a command accepts is in its help, and every option its help lists it accepts;
    /// options of other commands are refused.
    @Test(arguments: CommandTable.all.map(\.name))
    func helpListsExactlyWhatTheParserAccepts(_ name: String) throws {
        let command = try #require(CommandTable.command(named: name))
        let help = ArchlintCLI.capture([name, "--help"])
        #expect(help.status == 0 && help.error.isEmpty)
        let listed = Self.listedOptions(help.output)
        #expect(listed == Set(command.options.map(\.name) + Command.helpSpellings), "\(name)")
        for option in command.options {
            #expect(throws: Never.self, "\(name) \(option.name)") { try ParsedArguments(Self.arguments(giving: option, to: command), for: command) }
            #expect(help.output.contains(option.label), "\(name): \(option.label)")
        }
        let elsewhere = Set(CommandTable.all.flatMap(\.options).map(\.name)).subtracting(listed)
        for other in elsewhere {
            #expect(throws: UsageError.self, "\(name) \(other)") { try ParsedArguments([other], for: command) }
        }
        for positional in command.positionals { #expect(help.output.hasPrefix("USAGE: archlint \(name) ") && help.output.contains(positional.synopsis)) }
    }

    @Test func theCommandListNamesEveryCommand() {
        let list = ArchlintCLI.capture(["--help"]).output
        for command in CommandTable.all { #expect(list.contains("\n  \(command.synopsis) ") && list.contains(command.summary)) }
    }

    @Test func parsingFollowsTheUsualConventions() throws {
        let lint = LintCommand.command
        let parsed = try ParsedArguments(
            ["--format=json", "--preset", "a", "--preset=b", "--strict", "--jobs", "3", "Sources", "--", "--not-an-option", "-"], for: lint)
        #expect(parsed.value(LintCommand.format) == "json")
        #expect(parsed.allValues(.preset) == ["a", "b"])
        #expect(parsed.flag(LintCommand.strict) && !parsed.flag(LintCommand.summary))
        #expect(parsed.reading.jobs == 3)
        #expect(parsed.positionals == ["Sources", "--not-an-option", "-"])
        let repeated = try ParsedArguments(["--format", "json", "--format", "sarif"], for: lint)
        #expect(repeated.value(LintCommand.format) == "sarif")  // the last one counts
        #expect(repeated.allValues(LintCommand.format) == ["sarif"])
        let configuration = try ParsedArguments(["--config", "a.json", "--no-cache"], for: lint)
        #expect(configuration.configuration == ConfigurationSource(file: "a.json"))
        #expect(configuration.cache == .disabled)
        #expect(try ParsedArguments(["--cache-dir=/tmp/c"], for: lint).cache == .directory("/tmp/c"))
    }

    /// `ARCHLINT_UPDATE_README=1 swift test --filter readme` rewrites README.md's copy.
    @Test func readmeTablesAreTheCommandTable() throws {
        let path = "\(Tools.repository)/README.md"
        var readme = try String(contentsOfFile: path, encoding: .utf8)
        let section = try #require(OptionReference.section(in: readme), "README.md lacks the markers")
        let generated = OptionReference.markdown(CommandTable.all)
        if String(readme[section]) != generated, ProcessInfo.processInfo.environment["ARCHLINT_UPDATE_README"] == "1" {
            readme.replaceSubrange(section, with: generated)
            try readme.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(readme[section]) == generated, "README.md's tables of commands and options are not the command table's; ARCHLINT_UPDATE_README=1 swift test --filter readme rewrites them")
    }

    /// Only `main` ends the process: the library and the commands return their exit status.
    @Test func onlyMainCallsExit() throws {
        let sources = "\(Tools.repository)/Sources"
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        let callers = try files.filter { file in
            let text = try String(contentsOfFile: "\(sources)/\(file)", encoding: .utf8)
            return text.range(of: #"(^|[^A-Za-z0-9_.])exit\("#, options: .regularExpression) != nil
        }
        #expect(callers == ["archlint/main.swift"])
    }
}
