import ArchlintBase
import ArchlintProject

/// A property list dictionary in the order it is written, each key with its position.
public struct PropertyListDictionary: Sendable {
    public struct Entry: Sendable {
        public var key: String
        public var keyPosition: ProjectPosition
        public var value: PropertyListNode
    }

    public private(set) var entries: [Entry] = []
    /// Built once a dictionary outgrows a linear search (the `objects` of a project holds thousands):
    /// each key's first position. Most dictionaries (a project's objects) never need one, nor
    /// its allocation.
    private var index: NameMap<Int>?
    private static let indexThreshold = 16

    public init() {}

    public mutating func append(_ entry: Entry) {
        if entries.count == Self.indexThreshold {
            var index = NameMap<Int>()
            for (offset, existing) in entries.enumerated() { index.insertIfAbsent(existing.key, offset) }
            self.index = index
        }
        if entries.count >= Self.indexThreshold { index!.insertIfAbsent(entry.key, entries.count) }
        entries.append(entry)
    }

    /// The first entry with `key` (a repeated key keeps its first value, as the project's own readers do).
    public func entry(_ key: String) -> Entry? {
        if let index { return index[key].map { entries[$0] } }
        return entries.first { $0.key == key }
    }

    public subscript(key: String) -> PropertyListNode? {
        entry(key)?.value
    }

    public func string(_ key: String) -> String? {
        self[key]?.string
    }
}
