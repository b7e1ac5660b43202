/// Every command of archlint, in the order help lists them.
enum CommandTable {
    static let all: [Command] = [
        LintCommand.command,
        BaselineCommand.command,
        GraphCommand.command,
        RulesCommands.presets,
        RulesCommands.rules,
        RulesCommands.explain,
        DumpCommand.command,
        InitCommand.command,
        InstallHookCommand.command,
        CompletionsCommand.command,
    ]

    static func command(named name: String) -> Command? {
        all.first { $0.name == name }
    }
}
