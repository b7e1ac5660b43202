import ArchlintDiscovery

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A few lines of source around a finding, for reports people read: each file is read once, its
/// lines split on `\n` (a trailing `\r` dropped), decoded leniently, long lines cut. A file that
/// cannot be read or is binary has no excerpts.
struct SourceExcerpts {
    struct Excerpt: Equatable {
        /// The number of the first line shown (1-based).
        var firstLine: Int
        var lines: [String]
    }

    static let maximumLineLength = 240

    private let root: String
    private let reader = FileReader()
    /// Per file read, its bytes and where each line starts; nil for files that could not be read.
    private var files: [String: (bytes: [UInt8], lineStarts: [Int])?] = [:]

    init(root: String) {
        self.root = root
    }

    /// Lines `line - context` … `line + context` of `file` (relative to the root), as far as they exist.
    mutating func excerpt(file: String, line: Int, context: Int = 2) -> Excerpt? {
        if files[file] == nil { files[file] = load(file) }
        guard let loaded = files[file] ?? nil, line >= 1, line <= loaded.lineStarts.count else { return nil }
        let first = max(1, line - context)
        let last = min(loaded.lineStarts.count, line + context)
        let lines = (first...last).map { number -> String in
            let start = loaded.lineStarts[number - 1]
            var end = number < loaded.lineStarts.count ? loaded.lineStarts[number] : loaded.bytes.count
            if end > start, loaded.bytes[end - 1] == 10 { end -= 1 }
            if end > start, loaded.bytes[end - 1] == 13 { end -= 1 }
            let text = String(decoding: loaded.bytes[start..<end], as: UTF8.self)
            return text.count > Self.maximumLineLength ? String(text.prefix(Self.maximumLineLength)) + "…" : text
        }
        return Excerpt(firstLine: first, lines: lines)
    }

    private func load(_ file: String) -> (bytes: [UInt8], lineStarts: [Int])? {
        guard case .success(let bytes) = reader.bytes(root + "/" + file) else { return nil }
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let newline = memchr(base + offset, 10, buffer.count - offset) {
                offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        if starts.count > 1, starts.last == bytes.count { starts.removeLast() }
        return (bytes, starts)
    }
}
