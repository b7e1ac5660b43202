/// Where a lint keeps the fact cache and its last result, which make the next lint of unchanged
/// files fast.
public enum CacheSetting: Sendable, Equatable {
    /// `$ARCHLINT_CACHE_DIR` when set; else `.build/archlint` in a root with a `.build` folder,
    /// else `$XDG_CACHE_HOME/archlint` or `~/.cache/archlint`.
    case automatic
    case directory(String)
    /// Reads and extracts every file; no cache is read or written.
    case disabled

    func directory(root: String) -> String? {
        switch self {
        case .automatic: Linter.defaultCacheDirectory(root: root)
        case .directory(let directory): directory
        case .disabled: nil
        }
    }
}
