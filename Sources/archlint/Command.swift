/// One command of archlint's command line, declared: what it takes and says, and what it runs.
/// `CommandTable.all` lists them; parsing, help, the README's table and completions come from it.
struct Command: Sendable {
    var name: String
    /// One line for the command list.
    var summary: String
    var positionals: [Positional] = []
    /// Usage lines after the generated `archlint NAME [POSITIONALS] [options]`, without `archlint NAME`.
    var otherUsages: [String] = []
    /// What the command does, for its help.
    var description: String
    var groups: [OptionGroup] = []
    var exitStatus: String?
    var run: @Sendable (ParsedArguments) throws -> Int32

    static let help = Option("--help", help: "print this help")
    /// Help is spelled both ways; listed once, as `-h, --help`.
    static let helpSpellings = ["-h", "--help"]

    /// Every option it accepts (help aside), in help order.
    var options: [Option] { groups.flatMap(\.options) }

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// `lint [PATH]`, for the command list.
    var synopsis: String {
        ([name] + positionals.map(\.synopsis)).joined(separator: " ")
    }

    var usages: [String] {
        let first = (["archlint", name] + positionals.map(\.synopsis)).joined(separator: " ") + (groups.isEmpty ? "" : " [options]")
        return [first] + otherUsages.map { "archlint \(name) \($0)" }
    }
}
