import ArchlintProject

/// A value of an old-style (OpenStep) property list and where it starts in the file.
public struct PropertyListNode: Sendable {
    public enum Value: Sendable {
        case string(String)
        case data([UInt8])
        case array([PropertyListNode])
        case dictionary(PropertyListDictionary)
    }

    public var value: Value
    public var position: ProjectPosition

    public init(_ value: Value, position: ProjectPosition) {
        self.value = value
        self.position = position
    }

    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    public var array: [PropertyListNode]? {
        if case .array(let array) = value { return array }
        return nil
    }

    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }

    /// The strings of an array, or the one string of a string (build settings are written either way).
    public var strings: [String] {
        switch value {
        case .string(let string): [string]
        case .array(let items): items.compactMap(\.string)
        case .data, .dictionary: []
        }
    }
}
