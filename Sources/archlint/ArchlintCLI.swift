import ArchlintKit

/// The `archlint` command line: finds the command in `CommandTable`, parses its arguments, runs it
/// and returns the exit status (0 gate passed, 1 findings fail the gate, 2 usage, configuration or
/// input error). Only `main` exits.
enum ArchlintCLI {
    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Output.standardError(HelpText.commandList(CommandTable.all))
            return 2
        }
        do {
            switch first {
            case "--version", "version":
                Output.standardOutput("archlint \(Archlint.version)\n")
                return 0
            case "--help", "-h", "help":
                return try help(Array(arguments.dropFirst()))
            default:
                guard let command = CommandTable.command(named: first) else { throw unknownCommand(first) }
                let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
                if parsed.helpRequested {
                    Output.standardOutput(HelpText.of(command))
                    return 0
                }
                return try command.run(parsed)
            }
        } catch {
            Output.standardError("\(error is UsageError || error is ArchlintError ? "" : "error: ")\(error)\n")
            return 2
        }
    }

    /// `archlint help [COMMAND]`.
    static func help(_ arguments: [String]) throws -> Int32 {
        guard let name = arguments.first else {
            Output.standardOutput(HelpText.commandList(CommandTable.all))
            return 0
        }
        guard arguments.count == 1, let command = CommandTable.command(named: name) else {
            throw arguments.count == 1 ? unknownCommand(name) : UsageError("help takes one COMMAND", command: nil)
        }
        Output.standardOutput(HelpText.of(command))
        return 0
    }

    static func unknownCommand(_ name: String) -> UsageError {
        let names = CommandTable.all.map(\.name) + ["--version", "--help"]
        let kind = name.hasPrefix("-") ? "option" : "command"
        return UsageError("unknown \(kind) '\(name)'\(UsageError.nearMiss(name, among: names, quoted: true))", command: nil)
    }
}
