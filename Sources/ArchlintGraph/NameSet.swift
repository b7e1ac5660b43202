import ArchlintBase

/// A set of names with `NameMap`'s lookups. (Not a `Sequence`: its `contains` would compare
/// strings one by one, by Swift's string equality.)
struct NameSet: Sendable {
    private var map = NameMap<Bool>()

    init() {}

    init<Names: Collection>(_ names: Names) where Names.Element: StringProtocol {
        map.reserveCapacity(names.count, byteCount: names.reduce(0) { $0 + $1.utf8.count })
        for name in names { insert(name) }
    }

    var count: Int { map.count }

    /// The names in the order they were first inserted.
    var names: [String] { map.names }

    mutating func insert(_ name: some StringProtocol) {
        map.set(name, to: true)
    }

    func contains(_ name: some StringProtocol) -> Bool {
        map[name] != nil
    }

    func contains(utf8 name: UnsafeRawBufferPointer) -> Bool {
        map[utf8: name] != nil
    }
}
