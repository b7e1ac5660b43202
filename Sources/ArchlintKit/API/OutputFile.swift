import ArchlintBase

/// Reports and drawings written to a file: atomically, so a reader never sees half of one.
public enum OutputFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try ArchlintError.reporting { try AtomicFile.write(bytes, to: path) }
    }
}
