/// The README's tables of commands and options, generated from the command table: README.md holds
/// a copy between the markers, and a test fails when the copy differs from what this generates.
enum OptionReference {
    static let begin = "<!-- BEGIN generated from the command table (Sources/archlint); ARCHLINT_UPDATE_README=1 swift test --filter readme rewrites it -->"
    static let end = "<!-- END generated from the command table -->"

    static func markdown(_ commands: [Command]) -> String {
        var text = "| Command | What it does |\n|---|---|\n"
        for command in commands { text += "| `archlint \(command.synopsis)` | \(cell(command.summary)) |\n" }
        // Each distinct option once, with the commands that take it in the same sense.
        var rows: [(option: Option, commands: [String])] = []
        for command in commands {
            for option in command.options {
                if let index = rows.firstIndex(where: { $0.option == option }) {
                    rows[index].commands.append(command.name)
                } else {
                    rows.append((option, [command.name]))
                }
            }
        }
        text += "\n| Option | Commands | What it does |\n|---|---|---|\n"
        for row in rows {
            text += "| `\(row.option.label)` | \(row.commands.joined(separator: ", ")) | \(cell(row.option.fullHelp)) |\n"
        }
        text += "| `-h`, `--help` | every command | \(cell(Command.help.help)) |\n"
        return text
    }

    /// Where README.md's generated section is (between the markers); nil when a marker is missing.
    static func section(in readme: String) -> Range<String.Index>? {
        guard let start = readme.range(of: begin + "\n"), let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex) else {
            return nil
        }
        return start.upperBound..<stop.lowerBound
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
