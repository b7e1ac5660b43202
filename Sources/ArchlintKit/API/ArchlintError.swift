import ArchlintBase
import ArchlintRules

/// Why a request could not run: a folder or file that is not there, a missing or invalid
/// configuration, an unknown rule, a file that cannot be written. `description` is the message to
/// show as it is: one `error: …` line, or a configuration problem located at its file, line and column.
public struct ArchlintError: Error, Equatable, CustomStringConvertible {
    public var description: String

    /// A problem of the request or of the repository; `message` is shown after `error: `.
    public init(_ message: String) {
        description = "error: " + message
    }

    init(_ error: ConfigurationError) {
        description = error.description
    }

    /// Runs an operation, turning whatever it throws into an `ArchlintError` (for operations built
    /// on this library's pieces, such as `archlint init`).
    public static func reporting<Result>(_ operation: () throws -> Result) throws -> Result {
        do {
            return try operation()
        } catch let error as ArchlintError {
            throw error
        } catch let error as ConfigurationError {
            throw ArchlintError(error)
        } catch {
            throw ArchlintError("\(error)")
        }
    }

    /// `path` when it is a folder; otherwise the error every operation on a root gives.
    public static func folder(_ path: String) throws -> String {
        guard Linter.isDirectory(path) else { throw ArchlintError("no folder at \(path)") }
        return path
    }
}
