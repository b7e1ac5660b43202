#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files into one reusable buffer (one reader per thread), with `open`/`read` and no
/// intermediate copies: reading is the floor of archlint's speed.
public final class FileReader {
    public enum Failure: Error, Sendable, Equatable {
        case unreadable(String)
        case binary
        case tooLarge

        public var message: String {
            switch self {
            case .unreadable(let reason): "file cannot be read (\(reason)), so it is not checked"
            case .binary: "binary file (NUL bytes near its start), so it is not checked"
            case .tooLarge: "file larger than 1 GiB, so it is not checked"
            }
        }
    }

    public static let sizeLimit = 1 << 30

    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    /// The status of the file last read, taken from the open file before reading it.
    public private(set) var lastStatus: FileStatus?

    /// Up to this size a buffer is kept whatever the next file needs.
    public static let retainedCapacity = 1 << 18

    public init(initialCapacity: Int = FileReader.retainedCapacity) {
        capacity = initialCapacity
        buffer = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit { buffer.deallocate() }

    /// Calls `body` with the file's bytes; the bytes are only valid inside `body`.
    public func read<T>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> Result<T, Failure> {
        switch load(path) {
        case .success(let bytes): return .success(try withExtendedLifetime(self) { try body(bytes) })
        case .failure(let failure): return .failure(failure)
        }
    }

    /// A text file's bytes as an array.
    public func bytes(_ path: String) -> Result<[UInt8], Failure> {
        read(path) { Array($0) }
    }

    /// Any file's bytes as an array, binary or not (archlint's own cache files).
    public func binaryBytes(_ path: String) -> Result<[UInt8], Failure> {
        load(path, acceptsBinary: true).map { Array($0) }
    }

    private func load(_ path: String, acceptsBinary: Bool = false) -> Result<UnsafeBufferPointer<UInt8>, Failure> {
        lastStatus = nil
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        lastStatus = FileStatus(status)
        let expected = Int(status.st_size)
        guard expected <= FileReader.sizeLimit else { return .failure(.tooLarge) }
        if capacity > Self.retainedCapacity, expected < Self.retainedCapacity {
            // The buffer grew for a huge file: give it back rather than keep it for every file.
            buffer.deallocate()
            capacity = Self.retainedCapacity
            buffer = .allocate(byteCount: capacity, alignment: 16)
        }
        ensureCapacity(expected + 1, keeping: 0)
        var total = 0
        while true {
            if total == capacity { ensureCapacity(capacity * 2, keeping: total) }
            let count = Glibc_read(descriptor, buffer + total, capacity - total)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            total += count
            if total > FileReader.sizeLimit { return .failure(.tooLarge) }
            // All the bytes its status counted, with room asked for more: the file ends here (one
            // that grew since fills that room, and is read on). The read that would return 0 is a
            // system call per file.
            if total == expected, total < capacity { break }
        }
        let bytes = UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: total)
        if !acceptsBinary, FileReader.looksBinary(bytes) { return .failure(.binary) }
        return .success(bytes)
    }

    /// Grows the buffer to hold `needed` bytes, its first `kept` bytes (those read) copied over.
    private func ensureCapacity(_ needed: Int, keeping kept: Int) {
        guard needed > capacity else { return }
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBuffer = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        newBuffer.copyMemory(from: buffer, byteCount: kept)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    /// Binary content (an image or object file with a `.swift` name): many NUL bytes near the
    /// start. A stray NUL in real source is left to the lexer, which reports it.
    public static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let window = min(bytes.count, 8192)
        var nulCount = 0
        var offset = 0
        // memchr: source text has no NUL, and this runs over the start of every file.
        while offset < window, let found = memchr(base + offset, 0, window - offset) {
            nulCount += 1
            if nulCount >= 8 { return true }
            offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
        }
        return false
    }
}

@inline(__always)
private func Glibc_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
