/// A node of a YAML (or JSON) document and where it is written: scalars keep their text as
/// written (no type resolution: `1.0` stays `"1.0"`), mappings keep their pairs in order, merge
/// keys (`<<: *base`) already applied.
public struct YAMLNode: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        /// Pairs in order; a key written twice is looked up by its last occurrence, as loaders do.
        case mapping([YAMLPair])
    }

    public enum ScalarStyle: String, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var content: Content
    /// 1-based line and column of the node's first character (of its first key for a block mapping).
    public var line: Int
    public var column: Int
    /// Which loaded document the node comes from (an index the loader gives; 0 for a lone document).
    public var document: Int

    public init(_ content: Content, line: Int, column: Int, document: Int = 0) {
        self.content = content
        self.line = line
        self.column = column
        self.document = document
    }

    /// The scalar's text, or nil for a collection.
    public var string: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A non-empty scalar's text: a plain empty scalar (`key:`) or `~`/`null` counts as absent.
    public var text: String? {
        guard case .scalar(let text, let style) = content else { return nil }
        if style == .plain, text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL" { return nil }
        return text
    }

    /// A YAML 1.1 boolean (`true`, `yes`, `on`… in any of their spellings), or nil.
    public var bool: Bool? {
        switch string {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": false
        default: nil
        }
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var pairs: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value of the last pair whose key is the scalar `key`.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.last { $0.key.string == key }?.value
    }

    /// A scalar, or the scalars of a sequence: how specs write "one or many".
    public var strings: [String] {
        switch content {
        case .scalar: text.map { [$0] } ?? []
        case .sequence(let items): items.compactMap(\.text)
        case .mapping: []
        }
    }

    public var isMapping: Bool { pairs != nil }
}

public struct YAMLPair: Sendable, Equatable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
