import ArchlintBase
import ArchlintRules

/// The `archlint` command line: parses arguments, runs a command, returns the exit code
/// (0 gate passed, 1 findings fail the gate, 2 usage, configuration or input error).
public enum ArchlintCLI {
    public static let version = ArchlintVersion.current

    static let usage = """
        USAGE: archlint <command> [options]

        COMMANDS:
          lint [PATH]              check the architecture rules
          baseline [PATH]          record today's findings so a gate reports only new ones
          graph [PATH]             draw the dependency graph (dot, mermaid, json)
          presets                  list the shipped presets
          rules [PATH]             list the configured rules
          explain RULE-ID [PATH]   describe a rule, its configuration and an example
          dump [PATH]              print the facts archlint reads, as JSON
          init [PATH]              detect the architecture and write a starting .archlint.json
          install-hook [PATH]      write a git pre-commit hook that lints the staged Swift files
          --version                print the version

        Run `archlint <command> --help` for a command's options.

        """

    public static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            Output.standardError(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "lint": return try LintCommand.run(rest)
            case "dump": return try DumpCommand.run(rest)
            case "presets": return try RulesCommands.presets(rest)
            case "baseline": return try BaselineCommand.run(rest)
            case "graph": return try GraphCommand.run(rest)
            case "rules": return try RulesCommands.rules(rest)
            case "explain": return try RulesCommands.explain(rest)
            case "init": return try InitCommand.run(rest)
            case "install-hook": return try InstallHookCommand.run(rest)
            case "--version", "version":
                Output.standardOutput("archlint \(version)\n")
                return 0
            case "--help", "-h", "help":
                Output.standardOutput(usage)
                return 0
            default:
                throw Arguments.UsageError("unknown command '\(command)'")
            }
        } catch let error as ConfigurationError {
            Output.standardError("\(error.description)\n")
            return 2
        } catch let error as Arguments.UsageError {
            Output.standardError("error: \(error.description)\n\n\(usage)")
            return 2
        } catch {
            Output.standardError("error: \(error)\n")
            return 2
        }
    }
}
