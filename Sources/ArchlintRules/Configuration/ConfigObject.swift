import ArchlintBase

/// Typed reading of a configuration object. Every key read is marked used; `finish()` turns any
/// key left over into an error, so a typo is reported rather than silently ignored.
public struct ConfigObject {
    public struct Entry {
        public var key: String
        public var value: JSONValue.Located
        /// The configuration file the key was written in (objects merge across `extends`).
        public var file: String
    }

    public let file: String
    public let keyPath: String
    public let line: Int
    public let column: Int
    private let pairs: [Entry]
    private var used: Set<String> = []

    public init(_ located: JSONValue.Located, file: String, keyPath: String) throws {
        guard case .object(let pairs) = located.value else {
            throw ConfigurationError(
                file: file, keyPath: keyPath, line: located.line, column: located.column,
                message: "expected an object, found \(located.value.typeName)")
        }
        self.init(entries: pairs.map { Entry(key: $0.key, value: $0.value, file: file) }, file: file, keyPath: keyPath, line: located.line, column: located.column)
    }

    /// An object assembled from entries of several files; later entries override earlier ones.
    public init(entries: [Entry], file: String, keyPath: String, line: Int, column: Int) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        pairs = entries
    }

    public var keys: [String] { pairs.map(\.key) }

    /// Every key with its value and file, later entries overriding earlier ones of the same key.
    public var entries: [Entry] {
        var seen = Set<String>()
        return pairs.reversed().filter { seen.insert($0.key).inserted }.reversed()
    }

    public func contains(_ key: String) -> Bool { pairs.contains { $0.key == key } }

    public func path(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }

    public func error(_ key: String?, _ message: String) -> ConfigurationError {
        guard let key, let entry = entry(key) else {
            return ConfigurationError(file: file, keyPath: keyPath, line: line, column: column, message: message)
        }
        return ConfigurationError(file: entry.file, keyPath: path(key), line: entry.value.line, column: entry.value.column, message: message)
    }

    private func entry(_ key: String) -> Entry? {
        pairs.last { $0.key == key }
    }

    private func value(of key: String) -> JSONValue.Located? {
        entry(key)?.value
    }

    private func fileOf(_ key: String) -> String {
        entry(key)?.file ?? file
    }

    public mutating func raw(_ key: String) -> JSONValue.Located? {
        used.insert(key)
        return value(of: key)
    }

    private func typeError(_ key: String, _ expected: String, _ found: JSONValue.Located) -> ConfigurationError {
        ConfigurationError(
            file: fileOf(key), keyPath: path(key), line: found.line, column: found.column,
            message: "expected \(expected), found \(found.value.typeName)")
    }

    public mutating func string(_ key: String) throws -> String? {
        guard let value = raw(key) else { return nil }
        guard case .string(let text) = value.value else { throw typeError(key, "a string", value) }
        return text
    }

    public mutating func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else { throw error(nil, "missing required key \"\(key)\"") }
        return text
    }

    public mutating func bool(_ key: String) throws -> Bool? {
        guard let value = raw(key) else { return nil }
        guard case .bool(let flag) = value.value else { throw typeError(key, "true or false", value) }
        return flag
    }

    /// The largest count a configuration or baseline holds: far above any real one, and small
    /// enough that sums of counts never overflow.
    public static let largestCount = Int(Int32.max)

    /// A whole number from 0 to `largestCount`.
    public mutating func int(_ key: String) throws -> Int? {
        guard let value = raw(key) else { return nil }
        guard let count = Self.count(value.value) else {
            guard case .number(let number) = value.value else { throw typeError(key, "a whole number, 0 or more", value) }
            throw error(key, "expected a whole number from 0 to \(Self.largestCount), found \(number)")
        }
        return count
    }

    /// `value` as a count (a whole number from 0 to `largestCount`), or nil.
    static func count(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value, let count = Int(exactly: number), (0...largestCount).contains(count) else { return nil }
        return count
    }

    /// A string or an array of strings.
    public mutating func strings(_ key: String) throws -> [String]? {
        guard let value = raw(key) else { return nil }
        switch value.value {
        case .string(let text): return [text]
        case .array(let elements):
            return try elements.enumerated().map { offset, element in
                guard case .string(let text) = element.value else {
                    throw ConfigurationError(
                        file: fileOf(key), keyPath: "\(path(key))[\(offset)]", line: element.line, column: element.column,
                        message: "expected a string, found \(element.value.typeName)")
                }
                return text
            }
        default:
            throw typeError(key, "a string or an array of strings", value)
        }
    }

    public mutating func regularExpressions(_ key: String) throws -> [RegularExpression]? {
        guard let patterns = try strings(key) else { return nil }
        return try patterns.map { pattern in
            do {
                return try RegularExpression(pattern)
            } catch {
                throw self.error(key, "invalid regular expression \"\(pattern)\"")
            }
        }
    }

    public mutating func regularExpression(_ key: String) throws -> RegularExpression? {
        guard let pattern = try string(key) else { return nil }
        do {
            return try RegularExpression(pattern)
        } catch {
            throw self.error(key, "invalid regular expression \"\(pattern)\"")
        }
    }

    public mutating func globs(_ key: String) throws -> [Glob]? {
        try strings(key).map { $0.map(Glob.init) }
    }

    public mutating func object(_ key: String) throws -> ConfigObject? {
        guard let value = raw(key) else { return nil }
        return try ConfigObject(value, file: fileOf(key), keyPath: path(key))
    }

    /// One of `choices`.
    public mutating func choice(_ key: String, _ choices: [String]) throws -> String? {
        guard let text = try string(key) else { return nil }
        guard choices.contains(text) else {
            throw error(key, "expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(text)\"")
        }
        return text
    }

    /// Reports the first key nobody asked for, listing the keys that were asked for.
    public func finish() throws {
        for pair in pairs where !used.contains(pair.key) {
            let known = used.sorted()
            let hint = NearMiss.suggestion(for: pair.key, among: known).map { "did you mean \"\($0)\"? " } ?? ""
            let expected = known.isEmpty ? "" : " (\(hint)known keys: \(known.joined(separator: ", ")))"
            throw ConfigurationError(
                file: pair.file, keyPath: path(pair.key), line: pair.value.line, column: pair.value.column,
                message: "unknown key \"\(pair.key)\"\(expected)")
        }
    }
}
