import ArchlintBase
import ArchlintFacts

/// Reads what `SnapshotEncoder` wrote.
public struct SnapshotDecoder {
    public var reader: BinaryReader
    private let table: [String]

    /// Reads the table at `reader`; the values follow it in `self.reader`.
    public init(_ reader: inout BinaryReader) throws {
        table = try reader.readStrings()
        self.reader = reader
    }

    /// The error for data that is not what was written.
    public var malformed: BinaryReader.Malformed { BinaryReader.Malformed(offset: reader.offset) }

    /// A string written with `string(_:)`.
    public mutating func string() throws -> String {
        let index = try reader.readInt()
        guard index >= 0, index < table.count else { throw malformed }
        return table[index]
    }

    /// An optional string.
    public mutating func optionalString() throws -> String? {
        try reader.readBool() ? try string() : nil
    }

    /// A list of strings.
    public mutating func strings() throws -> [String] {
        try list { try $0.string() }
    }

    /// A length.
    public mutating func count() throws -> Int { try reader.readCount() }

    /// An integer in `0..<count`, or the data is malformed.
    public mutating func index(below count: Int) throws -> Int {
        let value = try reader.readInt()
        guard value >= 0, value < count else { throw malformed }
        return value
    }

    /// A count, then that many elements read by `element`.
    public mutating func list<T>(_ element: (inout SnapshotDecoder) throws -> T) throws -> [T] {
        let count = try reader.readCount()
        var result: [T] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try element(&self)) }
        return result
    }

    /// A build written with `conditions(_:)`.
    public mutating func conditions() throws -> CompilationConditions {
        let defines = try reader.readBool() ? Set(try strings()) : nil
        return CompilationConditions(defines: defines, platforms: try reader.readBool() ? Set(try strings()) : nil)
    }

    /// Imports written with `imports(_:)`.
    public mutating func imports() throws -> [ImportFact] {
        try list { input in
            ImportFact(
                module: try input.string(), path: try input.string(), kind: try input.optionalString(), attributes: try input.strings(),
                access: try input.optionalString(), position: Position(line: try input.reader.readInt32(), column: try input.reader.readInt32()),
                conditionSet: try input.reader.readInt32(),
                conditionalAttributes: try input.list { ConditionalAttribute(text: try $0.string(), conditions: try $0.strings()) })
        }
    }
}
