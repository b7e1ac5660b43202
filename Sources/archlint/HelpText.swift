/// Help as the terminal shows it, from the command table: the command list, and for each command
/// its usage, description, and options in their groups with values, choices and defaults.
enum HelpText {
    static let width = 100

    static func commandList(_ commands: [Command]) -> String {
        let entries = commands.map { ($0.synopsis, $0.summary) } + [("--version", "print the version")]
        let column = entries.map(\.0.count).max()! + 3
        var text = "USAGE: archlint <command> [options]\n\nCOMMANDS:\n"
        for (synopsis, summary) in entries { text += "  " + padded(synopsis, column) + summary + "\n" }
        return text + "\nRun `archlint <command> --help` for a command's options.\n"
    }

    static func of(_ command: Command) -> String {
        var text = "USAGE: " + command.usages.joined(separator: "\n       ") + "\n\n"
        for paragraph in command.description.components(separatedBy: "\n\n") {
            text += wrapped(paragraph, indent: 0) + "\n\n"
        }
        let groups = command.groups + [OptionGroup("Help", [Command.help])]
        let column = groups.flatMap(\.options).map { label($0).count }.max()! + 3
        for group in groups {
            text += group.title.uppercased() + ":\n"
            for option in group.options {
                text += wrapped("  " + padded(label(option), column) + option.fullHelp, indent: 2 + column) + "\n"
            }
            text += "\n"
        }
        if let exitStatus = command.exitStatus { text += wrapped("EXIT STATUS: " + exitStatus, indent: "EXIT STATUS: ".count) + "\n\n" }
        return text
    }

    static func label(_ option: Option) -> String {
        option == Command.help ? Command.helpSpellings.joined(separator: ", ") : option.label
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` in lines of at most `width` columns, words kept whole, lines after the first indented.
    static func wrapped(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        var atLineStart = true
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !atLineStart, line.count + 1 + word.count > width, line.contains(where: { $0 != " " }) {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
            } else {
                line += (atLineStart ? "" : " ") + word
            }
            atLineStart = false
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
