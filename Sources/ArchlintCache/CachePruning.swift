import ArchlintDiscovery

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cache directory shared by every folder a user lints (`~/.cache/archlint`) would otherwise
/// keep the cache files of every folder ever linted, temporary ones included. A cache file's
/// modification time says when it was last used; files unused for a month are removed, in a pass
/// over the directory made at most once a day.
public enum CachePruning {
    static let day: Int64 = 86_400
    /// Cache files unused for this many seconds are removed.
    public static let maximumIdle: Int64 = 30 * day
    /// Marks the directory's last pruning pass.
    static let stampName = "last-pruned"

    /// Removes the cache files in `directory` unused for `maximumIdle` seconds, unless a pass ran
    /// less than a day before `now` (seconds since 1970). Files it cannot remove are left alone.
    public static func pruneIfDue(directory: String, now: Int64 = FileStatus.now() / 1_000_000_000) {
        let stamp = directory + "/" + stampName
        if let last = modificationTime(stamp), now - last < day { return }
        let descriptor = open(stamp, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        futimens(descriptor, nil)
        close(descriptor)
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = FileWalker.entryName(entry)
            guard isCacheFile(name) else { continue }
            let path = directory + "/" + name
            if let modified = modificationTime(path), now - modified > maximumIdle { unlink(path) }
        }
    }

    /// Records that the cache file open at `descriptor` was used; only a time older than a day is
    /// updated, so most runs write nothing.
    public static func markUsed(descriptor: Int32, now: Int64 = FileStatus.now() / 1_000_000_000) {
        guard let status = FileStatus.of(descriptor: descriptor), now - seconds(status) >= day else { return }
        futimens(descriptor, nil)
    }

    /// `markUsed(descriptor:)` for a file given by its path.
    public static func markUsed(path: String, now: Int64 = FileStatus.now() / 1_000_000_000) {
        guard let modified = modificationTime(path), now - modified >= day else { return }
        utimes(path, nil)
    }

    /// Cache files and the temporary files a write leaves behind when its process is killed.
    static func isCacheFile(_ name: String) -> Bool {
        (name.hasPrefix("facts-") || name.hasPrefix("result-") || name.hasPrefix("graph-")) && name.hasSuffix(".cache")
            || name.hasPrefix(".facts-") || name.hasPrefix(".result-") || name.hasPrefix(".graph-")
    }

    private static func modificationTime(_ path: String) -> Int64? {
        FileStatus.of(path).map(seconds)
    }

    private static func seconds(_ status: FileStatus) -> Int64 {
        status.modified / 1_000_000_000
    }
}
