#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file: enough to tell, without reading it, that it has not changed
/// since it was last read (the fact cache's fast path).
public struct FileStatus: Sendable, Hashable {
    public var size: Int
    /// Modification and status-change times, in nanoseconds since 1970.
    public var modified: Int64
    public var changed: Int64
    public var device: UInt64
    public var inode: UInt64

    public init(size: Int, modified: Int64, changed: Int64, device: UInt64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.device = device
        self.inode = inode
    }

    init(_ status: stat) {
        #if canImport(Darwin)
        let modified = status.st_mtimespec, changed = status.st_ctimespec
        #else
        let modified = status.st_mtim, changed = status.st_ctim
        #endif
        self.init(
            size: Int(status.st_size), modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), device: UInt64(status.st_dev),
            inode: UInt64(status.st_ino))
    }

    /// The status of the file at `path` (following links), or nil when it cannot be read.
    public static func of(_ path: String) -> FileStatus? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// The status of the open file `descriptor`, or nil when it cannot be read.
    public static func of(descriptor: Int32) -> FileStatus? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// The current time in nanoseconds since 1970, on the clock file times use.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
