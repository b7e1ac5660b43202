/// The zsh completion script (`_arguments` specifications), from the command table.
enum ZshCompletion {
    static func script(_ commands: [Command]) -> String {
        var text = """
            #compdef archlint
            # zsh completion for archlint, printed by `archlint completions zsh`.
            # Load it with `source <(archlint completions zsh)` after compinit, or save it as _archlint in $fpath.
            _archlint() {
                local -a commands
                commands=(

            """
        for command in commands { text += "        \(quoted(command.name + ":" + command.summary))\n" }
        text += """
                )
                if (( CURRENT == 2 )); then
                    _describe -t commands 'archlint command' commands
                    _arguments '--help[print the commands]' '--version[print the version]'
                    return
                fi
                local command=${words[2]}
                shift words
                (( CURRENT-- ))
                case $command in

            """
        for command in commands {
            text += "        (\(command.name))\n            _arguments -s \\\n"
            var specifications = command.options.map(specification)
            specifications.append("'(- *)'{-h,--help}'[print this help]'")
            for (index, positional) in command.positionals.enumerated() {
                let position = positional.repeating ? "*" : String(index + 1)
                specifications.append(quoted("\(position):\(positional.name):\(action(positional.kind))"))
            }
            text += specifications.map { "                \($0)" }.joined(separator: " \\\n") + "\n            ;;\n"
        }
        text += """
                esac
            }

            if [ "$funcstack[1]" = "_archlint" ]; then
                _archlint "$@"
            else
                compdef _archlint archlint
            fi

            """
        return text
    }

    /// `'--format=[help]:FORMAT:(text json)'`; `*` in front when repeatable.
    static func specification(_ option: Option) -> String {
        let help = "[\(escaped(option.fullHelp))]"
        guard let value = option.value else { return quoted(option.name + help) }
        return quoted("\(option.repeatable ? "*" : "")\(option.name)=\(help):\(value.name):\(action(value.kind))")
    }

    static func action(_ kind: Option.Kind) -> String {
        switch kind {
        case .file: "_files"
        case .folder: "_files -/"
        case .choice(let values): "(\(values.joined(separator: " ")))"
        case .number, .text: " "
        }
    }

    /// Brackets and colons end parts of a specification; a backslash keeps a colon literal.
    static func escaped(_ help: String) -> String {
        help.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: ":", with: "\\:")
    }

    /// In single quotes, where only `'` needs care.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
