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

    /// Writes `bytes` to `path`: atomically for a regular file (through a symbolic link to one,
    /// the link stays and its target is replaced); straight into anything else that is already
    /// there (`/dev/null`, `/dev/stdout`, a pipe), which a rename would replace.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        var target = path
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
            var status = stat()
            if stat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                return try writeInPlace(bytes, to: target)
            }
        }
        let stream = try Stream(target)
        try bytes.withUnsafeBytes { try stream.append($0) }
        try stream.commit()
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc_write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, reason: String(cString: strerror(errno)))
            }
            written += count
        }
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
            buffer.reserveCapacity(Self.bufferSize)
        }

        deinit {
            if descriptor >= 0 {
                close(descriptor)
                unlink(temporary)
            }
        }

        public func append(_ bytes: UnsafeRawBufferPointer) throws {
            // Bytes that would outgrow the buffer go out first, and a large piece straight to the
            // file: the buffer stays at its size while a whole cache is written through it.
            if buffer.count + bytes.count > Self.bufferSize { try flush() }
            if bytes.count >= Self.bufferSize {
                try writeFully(bytes)
            } else {
                buffer.append(contentsOf: bytes)
            }
        }

        private static let bufferSize = 1 << 18

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
            try buffer.withUnsafeBytes { try writeFully($0) }
            buffer.removeAll(keepingCapacity: true)
        }

        private func writeFully(_ bytes: UnsafeRawBufferPointer) throws {
            var written = 0
            while written < bytes.count {
                let count = Glibc_write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: path, reason: String(cString: strerror(errno)))
                }
                written += count
            }
        }
    }
}

@inline(__always)
private func Glibc_write(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
