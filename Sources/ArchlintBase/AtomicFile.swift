#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so readers never see half of one: into a temporary file next to the target,
/// then `rename` over it (atomic within a file system). A failed write leaves the old file intact.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Creates `path` and any missing parent directories (like `mkdir -p`).
    public static func createDirectories(_ path: String) throws {
        guard !path.isEmpty else { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw WriteError(path: current, reason: String(cString: strerror(errno)))
            }
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let stream = try Stream(path)
        try stream.append(bytes)
        try stream.commit()
    }

    /// A file written piece by piece that appears at its path, whole, only on `commit()`; dropped
    /// without a commit, it leaves nothing behind.
    public final class Stream {
        public let path: String
        private let temporary: String
        private var descriptor: Int32
        private var buffer: [UInt8] = []

        public init(_ path: String) throws {
            self.path = path
            let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            let name = path.split(separator: "/").last.map(String.init) ?? path
            var template = Array("\(directory.isEmpty ? "/" : directory)/.\(name).tmp-XXXXXX".utf8CString)
            descriptor = mkstemp(&template)
            guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            buffer.reserveCapacity(1 << 20)
        }

        deinit {
            if descriptor >= 0 {
                close(descriptor)
                unlink(temporary)
            }
        }

        public func append(_ bytes: some Collection<UInt8>) throws {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 20 { try flush() }
        }

        /// Writes what is left and renames the file into place.
        public func commit() throws {
            try flush()
            fchmod(descriptor, 0o644)
            close(descriptor)
            descriptor = -1
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw WriteError(path: path, reason: reason)
            }
        }

        private func flush() throws {
            var written = 0
            while written < buffer.count {
                let count = buffer.withUnsafeBytes { raw in Glibc_write(descriptor, raw.baseAddress! + written, buffer.count - written) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: path, reason: String(cString: strerror(errno)))
                }
                written += count
            }
            buffer.removeAll(keepingCapacity: true)
        }
    }
}

@inline(__always)
private func Glibc_write(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
