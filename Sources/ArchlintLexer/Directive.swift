#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `// archlint:…` comment: the text from `archlint:` on, trimmed, and where the comment starts.
public struct Directive: Sendable, Equatable {
    public var text: String
    public var line: Int32
    public var column: Int32

    /// The directives among a file's comments. Doc comments count too (`/// archlint:…`).
    public static func scan(_ comments: [Comment], in source: UnsafePointer<UInt8>) -> [Directive] {
        var directives: [Directive] = []
        for comment in comments {
            // After the marker (`//`, `///`, `/*`, `/**`) and spaces, the text must begin with
            // `archlint:`; a comment that merely shows one (`/// e.g. // archlint:…`) is no directive.
            var start = Int(comment.start) + (comment.kind == .documentationLine || comment.kind == .documentationBlock ? 3 : 2)
            var end = Int(comment.end)
            if comment.kind == .block || comment.kind == .documentationBlock, end - start >= 2, source[end - 1] == 47, source[end - 2] == 42 {
                end -= 2
            }
            while start < end, source[start] == 32 || source[start] == 9 { start += 1 }
            guard end - start >= 9, memcmp(source + start, "archlint:", 9) == 0 else { continue }
            while end > start, source[end - 1] == 32 || source[end - 1] == 9 || source[end - 1] == 13 { end -= 1 }
            let text = String(decoding: UnsafeBufferPointer(start: source + start, count: end - start), as: UTF8.self)
            directives.append(Directive(text: text, line: comment.line, column: comment.column))
        }
        return directives
    }
}
