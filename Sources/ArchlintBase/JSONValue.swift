/// A parsed JSON (or JSON5) value that remembers where it was written, so configuration errors
/// can name the line and column of the offending value.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    /// Keys in source order (later duplicates win when looked up).
    case object([(key: String, value: Located)])

    public struct Located: Sendable, Equatable {
        public var value: JSONValue
        public var line: Int
        public var column: Int

        public init(_ value: JSONValue, line: Int, column: Int) {
            self.value = value
            self.line = line
            self.column = column
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The JSON type's name, for "expected …, found …" messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
