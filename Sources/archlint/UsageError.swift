import ArchlintKit

/// A command line archlint cannot run: it names the one problem, the near miss when there is one,
/// and where the usage is (exit status 2).
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    /// The command whose help to point to; nil points to the command list.
    var command: String?

    init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    var description: String {
        let help = command.map { "Run `archlint \($0) --help` for its usage." } ?? "Run `archlint --help` for the commands."
        return "error: \(message)\n\(help)"
    }

    /// ` — did you mean X?` when one of `names` is close to `typed`, else "".
    static func nearMiss(_ typed: String, among names: [String], quoted: Bool = false) -> String {
        guard let name = Archlint.nearMiss(for: typed, among: names) else { return "" }
        return quoted ? " — did you mean '\(name)'?" : " — did you mean \(name)?"
    }
}
