/// A problem archlint met while reading input, located as precisely as the reader knows (file,
/// then line and column when they are known). A warning is part of the input read partly or
/// skipped for a reason given; an error is a file or folder that could not be read at all, which
/// makes a lint incomplete (it exits 2).
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    /// Path relative to the linted root, `/`-separated; nil for problems that belong to no file.
    public var file: String?
    /// 1-based; 0 when unknown.
    public var line: Int
    /// 1-based, in Unicode scalars from the start of the line; 0 when unknown.
    public var column: Int

    public init(_ severity: Severity, _ message: String, file: String? = nil, line: Int = 0, column: Int = 0) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column: severity: message`, the form editors and Xcode turn into jump targets, on
    /// one line (control characters in the file name or message escaped).
    public var formatted: String {
        var location = ""
        if let file {
            location = TerminalText.escaped(file)
            if line > 0 { location += ":\(line)" }
            if line > 0, column > 0 { location += ":\(column)" }
            location += ": "
        }
        return "\(location)\(severity.rawValue): \(TerminalText.escaped(message))"
    }
}
