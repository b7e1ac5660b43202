/// archlint's version: printed by `--version`, written into reports and into the fact cache key.
public enum ArchlintVersion {
    public static let current = "0.1.0"
}
