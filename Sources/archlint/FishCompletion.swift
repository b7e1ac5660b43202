/// The fish completion script (`complete` lines), from the command table.
enum FishCompletion {
    static func script(_ commands: [Command]) -> String {
        var lines = [
            "# fish completion for archlint, printed by `archlint completions fish`.",
            "# Load it with `archlint completions fish | source`, or save it as ~/.config/fish/completions/archlint.fish.",
            "complete -c archlint -f",
        ]
        for command in commands {
            lines.append("complete -c archlint -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))")
        }
        lines.append("complete -c archlint -n __fish_use_subcommand -l help -s h -d 'print the commands'")
        lines.append("complete -c archlint -n __fish_use_subcommand -l version -d 'print the version'")
        for command in commands {
            let prefix = "complete -c archlint -n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                let name = String(option.name.dropFirst(2))
                lines.append("\(prefix) -l \(name)\(option.value.map { " " + arguments($0.kind) } ?? "") -d \(quoted(option.fullHelp))")
            }
            lines.append("\(prefix) -s h -l help -d 'print this help'")
            for suggestion in Set(command.positionals.compactMap { positionalArguments($0.kind) }).sorted() {
                lines.append("\(prefix) \(suggestion)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `complete` arguments for a value: files, folders, or choices; `-x` alone takes a value with no suggestion.
    static func arguments(_ kind: Option.Kind) -> String {
        switch kind {
        case .file: "-r -F"
        case .folder: "-x -a '(__fish_complete_directories)'"
        case .choice(let values): "-x -a \(quoted(values.joined(separator: " ")))"
        case .number, .text: "-x"
        }
    }

    /// What to suggest for a positional argument, if anything.
    static func positionalArguments(_ kind: Option.Kind) -> String? {
        switch kind {
        case .file: "-F"
        case .folder: "-a '(__fish_complete_directories)'"
        case .choice(let values): "-a \(quoted(values.joined(separator: " ")))"
        case .number, .text: nil
        }
    }

    /// In single quotes, where `\` and `'` are escaped.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
