/// One shared copy of the texts that repeat across files (`EventLoopFuture<Void>`,
/// `["public", "static"]`): a repository's facts stay in memory for the whole run, and most of
/// their heap blocks would otherwise be copies of the same few thousand strings and lists.
///
/// Not thread-safe: each worker keeps its own (inside its `FactExtractor`).
public final class FactInterner {
    private var strings: Set<String> = []
    private var lists: Set<[String]> = []

    public init() {}

    /// Strings of up to 15 UTF-8 bytes live inside the `String` value itself; only longer ones
    /// have a heap block worth sharing.
    public func intern(_ text: String) -> String {
        guard text.utf8.count > 15 else { return text }
        return strings.insert(text).memberAfterInsert
    }

    public func intern(_ list: [String]) -> [String] {
        guard !list.isEmpty else { return list }
        return lists.insert(list).memberAfterInsert
    }
}
