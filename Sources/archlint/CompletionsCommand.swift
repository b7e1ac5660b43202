/// `archlint completions bash|zsh|fish`: a completion script for the shell, from the command table.
enum CompletionsCommand {
    static let scripts: [(shell: String, script: @Sendable ([Command]) -> String)] = [
        ("bash", BashCompletion.script), ("zsh", ZshCompletion.script), ("fish", FishCompletion.script),
    ]

    static let command = Command(
        name: "completions", summary: "print a shell completion script (bash, zsh, fish)",
        positionals: [Positional(name: "SHELL", kind: .choice(scripts.map(\.shell)))],
        description: """
            Prints a script that completes archlint's commands, options and their values in SHELL. Load it in the \
            shell's startup file: `source <(archlint completions bash)` in ~/.bashrc, `source <(archlint completions \
            zsh)` in ~/.zshrc (after compinit), or `archlint completions fish | source` in \
            ~/.config/fish/config.fish.
            """,
        exitStatus: "0 script printed, 2 usage error.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let shell = arguments.positional("SHELL")
        guard let generate = scripts.first(where: { $0.shell == shell })?.script else { preconditionFailure("the parser checks SHELL") }
        Output.standardOutput(generate(CommandTable.all))
        return 0
    }
}
