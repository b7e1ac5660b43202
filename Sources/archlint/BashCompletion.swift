/// The bash completion script: commands, each command's options, and their values (choices,
/// files or folders), from the command table.
enum BashCompletion {
    static func script(_ commands: [Command]) -> String {
        var text = """
            # bash completion for archlint, printed by `archlint completions bash`.
            # Load it with: source <(archlint completions bash)
            _archlint() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W '\((commands.map(\.name) + ["--help", "--version"]).joined(separator: " "))' -- "$cur"))
                    return
                fi
                local options='' arguments=''
                case ${COMP_WORDS[1]} in

            """
        for command in commands {
            text += "        \(command.name))\n"
            text += "            options='\((command.options.map(\.name) + Command.helpSpellings).joined(separator: " "))'\n"
            text += "            arguments='\(words(command.positionals.map(\.kind)))'\n"
            let valued = command.options.filter { !$0.isFlag }
            if !valued.isEmpty {
                text += "            case $prev in\n"
                for option in valued {
                    text += "                \(option.name)) COMPREPLY=(\(completion(option.value!.kind))); return ;;\n"
                }
                text += "            esac\n"
            }
            text += "            ;;\n"
        }
        text += """
                esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                elif [ "$arguments" = files ]; then
                    COMPREPLY=($(compgen -f -- "$cur"))
                elif [ "$arguments" = folders ]; then
                    COMPREPLY=($(compgen -d -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$arguments" -- "$cur"))
                fi
            }
            complete -o filenames -F _archlint archlint

            """
        return text
    }

    /// What to complete for positional arguments of these kinds: `files`, `folders`, or choices.
    static func words(_ kinds: [Option.Kind]) -> String {
        var choices: [String] = []
        for kind in kinds {
            switch kind {
            case .file: return "files"
            case .folder: return "folders"
            case .choice(let values): choices += values
            case .number, .text: break
            }
        }
        return choices.joined(separator: " ")
    }

    static func completion(_ kind: Option.Kind) -> String {
        switch kind {
        case .file: "$(compgen -f -- \"$cur\")"
        case .folder: "$(compgen -d -- \"$cur\")"
        case .choice(let values): "$(compgen -W '\(values.joined(separator: " "))' -- \"$cur\")"
        case .number, .text: ""
        }
    }
}
