/// A configuration problem, located: the file, the key path (`rules.vm-thin.max.lines`), and the
/// line and column of the offending value, with what was expected.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var keyPath: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, keyPath: String, line: Int, column: Int, message: String) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = file
        if line > 0 { location += ":\(line):\(column)" }
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(location): error: \(path)\(message)"
    }
}
