/// A path glob: `*` matches within one path component, `**` matches any number of components
/// (including none), `?` one character, `{a,b}` alternatives, `[abc]` a character class.
/// Matching is against `/`-separated paths relative to the linted root.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Segment]
    /// The components the pattern spells out in full (`Core` and `UI` in `**/Core/UI/**`): a path
    /// lacking one of them cannot match, which settles most paths in one pass over their bytes.
    private let literalComponents: [[UInt8]]

    indirect enum Segment: Sendable, Hashable {
        /// `**`
        case anyComponents
        case component([Piece])
    }

    enum Piece: Sendable, Hashable {
        case literal([UInt8])
        case star
        case question
        case characterClass(Set<UInt8>, negated: Bool)
        case alternatives([[Piece]])
    }

    public var description: String { pattern }

    public init(_ pattern: String) {
        self.pattern = pattern
        var normalized = pattern
        while normalized.hasPrefix("./") { normalized.removeFirst(2) }
        segments = normalized.split(separator: "/", omittingEmptySubsequences: true).map { component in
            component == "**" ? .anyComponents : .component(Glob.pieces(Array(component.utf8)))
        }
        literalComponents = segments.compactMap { segment in
            guard case .component(let pieces) = segment, pieces.count == 1, case .literal(let bytes) = pieces[0] else { return nil }
            return bytes
        }
    }

    /// Matches without allocating: the hot loop of layer and scope selection runs it for every file.
    public func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            Glob.hasComponents(literalComponents, bytes) && Glob.match(segments[...], bytes, from: Glob.skipSlashes(bytes, 0))
        }
    }

    /// Whether each of `literals` is a whole component of `path`.
    private static func hasComponents(_ literals: [[UInt8]], _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        for literal in literals {
            var found = false
            var start = 0
            while start < path.count, !found {
                let end = componentEnd(path, start)
                if end - start == literal.count {
                    found = literal.withUnsafeBufferPointer { memcmp($0.baseAddress!, path.baseAddress! + start, literal.count) == 0 }
                }
                start = end + 1
            }
            if !found { return false }
        }
        return true
    }

    private static func skipSlashes(_ path: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        var offset = offset
        while offset < path.count, path[offset] == 47 { offset += 1 }
        return offset
    }

    private static func componentEnd(_ path: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        var end = offset
        while end < path.count, path[end] != 47 { end += 1 }
        return end
    }

    /// Whether `segments` match the components of `path` from `offset` (the start of a component).
    private static func match(_ segments: ArraySlice<Segment>, _ path: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        guard let first = segments.first else { return offset >= path.count }
        switch first {
        case .anyComponents:
            let rest = segments.dropFirst()
            var position = offset
            while true {
                if match(rest, path, from: position) { return true }
                guard position < path.count else { return false }
                position = skipSlashes(path, componentEnd(path, position))
            }
        case .component(let pieces):
            guard offset < path.count else { return false }
            let end = componentEnd(path, offset)
            guard matchComponent(pieces[...], UnsafeBufferPointer(rebasing: path[offset..<end])[...]) else { return false }
            return match(segments.dropFirst(), path, from: skipSlashes(path, end))
        }
    }

    private static func matchComponent(_ pieces: ArraySlice<Piece>, _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let piece = pieces.first else { return text.isEmpty }
        let rest = pieces.dropFirst()
        switch piece {
        case .literal(let bytes):
            guard text.starts(with: bytes) else { return false }
            return matchComponent(rest, text.dropFirst(bytes.count))
        case .question:
            guard !text.isEmpty else { return false }
            return matchComponent(rest, text.dropFirst())
        case .characterClass(let set, let negated):
            guard let byte = text.first, set.contains(byte) != negated else { return false }
            return matchComponent(rest, text.dropFirst())
        case .star:
            var remaining = text
            while true {
                if matchComponent(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case .alternatives(let options):
            return options.contains { matchComponent(($0 + rest)[...], text) }
        }
    }

    private static func pieces(_ bytes: [UInt8]) -> [Piece] {
        var result: [Piece] = []
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty { result.append(.literal(literal)) }
            literal = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 42:  // *
                flush()
                if result.last != .star { result.append(.star) }
                index += 1
            case 63:  // ?
                flush()
                result.append(.question)
                index += 1
            case 91:  // [
                guard let close = bytes[(index + 1)...].firstIndex(of: 93) else {
                    literal.append(byte)
                    index += 1
                    continue
                }
                flush()
                var content = Array(bytes[(index + 1)..<close])
                let negated = content.first == 33 || content.first == 94
                if negated { content.removeFirst() }
                var set = Set<UInt8>()
                var position = 0
                while position < content.count {
                    if position + 2 < content.count, content[position + 1] == 45 {
                        for value in content[position]...max(content[position], content[position + 2]) { set.insert(value) }
                        position += 3
                    } else {
                        set.insert(content[position])
                        position += 1
                    }
                }
                result.append(.characterClass(set, negated: negated))
                index = close + 1
            case 123:  // {
                guard let close = bytes[(index + 1)...].firstIndex(of: 125) else {
                    literal.append(byte)
                    index += 1
                    continue
                }
                flush()
                let options = bytes[(index + 1)..<close].split(separator: 44, omittingEmptySubsequences: false)
                result.append(.alternatives(options.map { pieces(Array($0)) }))
                index = close + 1
            default:
                literal.append(byte)
                index += 1
            }
        }
        flush()
        return result
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
