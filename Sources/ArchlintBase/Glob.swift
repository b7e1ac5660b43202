/// A path glob: `*` matches within one path component, `**` matches any number of components
/// (including none), `?` one character, `{a,b}` alternatives, `[abc]` a character class.
/// Matching is against `/`-separated paths relative to the linted root.
///
/// Globs come from configurations a pull request may change, so matching is never exponential:
/// each component is a small program run by backtracking that remembers the states that failed,
/// and so does the walk over components (`**/a/**/a/**/b`). Time is bounded by the pattern's
/// size times the path's.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Segment]
    /// Whether more than one segment can match a varying number of components (then the walk over
    /// components remembers its failures).
    private let backtracksOverComponents: Bool
    /// The components the pattern spells out in full (`Core` and `UI` in `**/Core/UI/**`): a path
    /// lacking one of them cannot match, which settles most paths in one pass over their bytes.
    private let literalComponents: [[UInt8]]
    /// The text every match holds within a component of wildcards (`Tests` of `**/*Tests/**`,
    /// `.swift` of `*.swift`): a path without it cannot match, found by one search of its bytes.
    private let requiredTexts: [[UInt8]]

    enum Segment: Sendable, Hashable {
        /// `**`
        case anyComponents
        case component(Program)
    }

    /// One component's pattern, compiled: instructions run from 0; reaching the end with the whole
    /// component consumed is a match.
    struct Program: Sendable, Hashable {
        var instructions: [Instruction] = []
        /// Whether matching may have to try several ways (a `*` or alternatives).
        var backtracks = false
    }

    enum Instruction: Sendable, Hashable {
        case literal([UInt8])
        /// `?`: one character (a Unicode scalar).
        case anyCharacter
        /// `*`: any run of characters.
        case anyRun
        /// `[a-z_]`, `[!0-9]`: one character in (or not in) the ranges of scalar values.
        case characterClass([ClosedRange<UInt32>], negated: Bool)
        /// `{…,…}`: go on at each of these instructions.
        case fork([Int])
        case jump(Int)
    }

    public var description: String { pattern }

    public init(_ pattern: String) {
        self.pattern = pattern
        var normalized = pattern
        while normalized.hasPrefix("./") { normalized.removeFirst(2) }
        segments = normalized.split(separator: "/", omittingEmptySubsequences: true).map { component in
            if component == "**" { return .anyComponents }
            var program = Program()
            Glob.compile(Array(component.unicodeScalars)[...], into: &program)
            return .component(program)
        }
        backtracksOverComponents = segments.filter { $0 == .anyComponents }.count > 1
        literalComponents = segments.compactMap { segment in
            guard case .component(let program) = segment, program.instructions.count == 1,
                case .literal(let bytes) = program.instructions[0]
            else { return nil }
            return bytes
        }
        requiredTexts = segments.flatMap { segment -> [[UInt8]] in
            // Alternatives (`{a,b}`) make none of a component's texts necessary.
            guard case .component(let program) = segment, program.instructions.count > 1,
                !program.instructions.contains(where: { if case .fork = $0 { true } else { false } })
            else { return [] }
            return program.instructions.compactMap { if case .literal(let bytes) = $0 { bytes } else { nil } }
        }
    }

    // MARK: Matching

    /// Matches without allocating on the heap for ordinary paths: the hot loop of layer and scope
    /// selection runs it for every file.
    public func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard Glob.contains(requiredTexts, bytes), Glob.hasComponents(literalComponents, bytes) else { return false }
            let start = Glob.skipSlashes(bytes, 0)
            guard backtracksOverComponents else { return matchSegments(0, bytes, from: start, failed: nil) }
            return Glob.withBits(count: (segments.count + 1) * (bytes.count + 1)) { failed in
                matchSegments(0, bytes, from: start, failed: failed)
            }
        }
    }

    /// Whether `path` holds each of `texts`.
    private static func contains(_ texts: [[UInt8]], _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        texts.allSatisfy { occurs($0, in: path) { _, _ in true } }
    }

    /// Whether each of `literals` is a whole component of `path`: a place it occurs with a `/` or
    /// an end on both sides. Most paths lack the literal's first byte after the first few, so
    /// `memchr` settles them without reading component by component.
    private static func hasComponents(_ literals: [[UInt8]], _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        literals.allSatisfy { literal in
            occurs(literal, in: path) { start, end in (start == 0 || path[start - 1] == 47) && (end == path.count || path[end] == 47) }
        }
    }

    /// Whether `needle` (not empty) occurs in `path` at a place `accepts` (its start and end)
    /// takes: each place its first byte is, found by `memchr`, compared in full.
    private static func occurs(_ needle: [UInt8], in path: UnsafeBufferPointer<UInt8>, where accepts: (Int, Int) -> Bool) -> Bool {
        needle.withUnsafeBufferPointer { needle in
            guard let base = path.baseAddress, needle.count <= path.count else { return false }
            var start = 0
            let last = path.count - needle.count
            while start <= last, let found = memchr(base + start, Int32(needle[0]), last - start + 1) {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if accepts(offset, offset + needle.count), memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return true }
                start = offset + 1
            }
            return false
        }
    }

    /// Whether `segments[segment...]` match the components of `path` from `offset` (the start of a
    /// component); `failed` remembers (segment, offset) pairs already known not to match.
    private func matchSegments(_ segment: Int, _ path: UnsafeBufferPointer<UInt8>, from offset: Int, failed: UnsafeMutableBufferPointer<UInt64>?) -> Bool {
        guard segment < segments.count else { return offset >= path.count }
        let state = segment * (path.count + 1) + offset
        if let failed, Glob.bit(failed, state) { return false }
        let matched: Bool
        switch segments[segment] {
        case .anyComponents:
            var position = offset
            while true {
                if matchSegments(segment + 1, path, from: position, failed: failed) {
                    return true
                }
                guard position < path.count else {
                    matched = false
                    break
                }
                position = Glob.skipSlashes(path, Glob.componentEnd(path, position))
            }
        case .component(let program):
            guard offset < path.count else { return false }
            let end = Glob.componentEnd(path, offset)
            matched = Glob.run(program, UnsafeBufferPointer(rebasing: path[offset..<end]))
                && matchSegments(segment + 1, path, from: Glob.skipSlashes(path, end), failed: failed)
        }
        if !matched, let failed { Glob.setBit(failed, state) }
        return matched
    }

    /// Whether `program` matches the whole of `text` (one component).
    static func run(_ program: Program, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard program.backtracks else { return run(program.instructions, 0, text, 0, failed: nil) }
        return withBits(count: (program.instructions.count + 1) * (text.count + 1)) { failed in
            run(program.instructions, 0, text, 0, failed: failed)
        }
    }

    /// Whether `instructions[start...]` match `text[offset...]`; `failed` remembers the
    /// (instruction, offset) pairs already known not to.
    private static func run(
        _ instructions: [Instruction], _ start: Int, _ text: UnsafeBufferPointer<UInt8>, _ offset: Int,
        failed: UnsafeMutableBufferPointer<UInt64>?
    ) -> Bool {
        let state = start * (text.count + 1) + offset
        if let failed, bit(failed, state) { return false }
        let matched = runStraight(instructions, start, text, offset, failed: failed)
        if !matched, let failed { setBit(failed, state) }
        return matched
    }

    /// Runs instructions one after the other until the end, a mismatch, or a choice (`*`, `{…}`),
    /// which tries each way through `run`.
    private static func runStraight(
        _ instructions: [Instruction], _ start: Int, _ text: UnsafeBufferPointer<UInt8>, _ offset: Int,
        failed: UnsafeMutableBufferPointer<UInt64>?
    ) -> Bool {
        var pc = start
        var position = offset
        while pc < instructions.count {
            switch instructions[pc] {
            case .literal(let bytes):
                guard text.count - position >= bytes.count, bytes.indices.allSatisfy({ text[position + $0] == bytes[$0] }) else { return false }
                position += bytes.count
                pc += 1
            case .anyCharacter:
                guard position < text.count else { return false }
                position = nextScalar(text, position)
                pc += 1
            case .characterClass(let ranges, let negated):
                guard position < text.count else { return false }
                let value = scalarValue(text, position)
                guard ranges.contains(where: { $0.contains(value) }) != negated else { return false }
                position = nextScalar(text, position)
                pc += 1
            case .anyRun:
                var end = position
                while true {
                    if run(instructions, pc + 1, text, end, failed: failed) { return true }
                    guard end < text.count else { return false }
                    end = nextScalar(text, end)
                }
            case .fork(let starts):
                return starts.contains { run(instructions, $0, text, position, failed: failed) }
            case .jump(let target):
                pc = target
            }
        }
        return position == text.count
    }

    // MARK: Compiling

    /// Appends the instructions of a component's pattern (or of one alternative of `{…}`).
    private static func compile(_ scalars: ArraySlice<Unicode.Scalar>, into program: inout Program) {
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { program.instructions.append(.literal(literal)) }
            literal = []
        }
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                flush()
                if program.instructions.last != .anyRun { program.instructions.append(.anyRun) }
                program.backtracks = true
                index += 1
            case "?":
                flush()
                program.instructions.append(.anyCharacter)
                index += 1
            case "[":
                guard let close = scalars[(index + 1)...].firstIndex(of: "]") else {
                    literal.append(contentsOf: String(scalar).utf8)
                    index += 1
                    continue
                }
                flush()
                var content = scalars[(index + 1)..<close]
                let negated = content.first == "!" || content.first == "^"
                if negated { content = content.dropFirst() }
                var ranges: [ClosedRange<UInt32>] = []
                var position = content.startIndex
                while position < content.endIndex {
                    if position + 2 < content.endIndex, content[position + 1] == "-" {
                        ranges.append(content[position].value...max(content[position].value, content[position + 2].value))
                        position += 3
                    } else {
                        ranges.append(content[position].value...content[position].value)
                        position += 1
                    }
                }
                program.instructions.append(.characterClass(ranges, negated: negated))
                index = close + 1
            case "{":
                guard let close = scalars[(index + 1)...].firstIndex(of: "}") else {
                    literal.append(contentsOf: String(scalar).utf8)
                    index += 1
                    continue
                }
                flush()
                let options = scalars[(index + 1)..<close].split(separator: ",", omittingEmptySubsequences: false)
                let fork = program.instructions.count
                program.instructions.append(.fork([]))
                var starts: [Int] = []
                var jumps: [Int] = []
                for option in options {
                    starts.append(program.instructions.count)
                    compile(option, into: &program)
                    jumps.append(program.instructions.count)
                    program.instructions.append(.jump(0))
                }
                for jump in jumps { program.instructions[jump] = .jump(program.instructions.count) }
                program.instructions[fork] = .fork(starts)
                program.backtracks = true
                index = close + 1
            default:
                literal.append(contentsOf: String(scalar).utf8)
                index += 1
            }
        }
        flush()
    }

    // MARK: Bytes

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

    /// The offset after the scalar starting at `offset` (its continuation bytes skipped).
    private static func nextScalar(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        var next = offset + 1
        while next < text.count, text[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    /// The value of the scalar starting at `offset` (the text is valid UTF-8: it comes from a `String`).
    private static func scalarValue(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        let lead = UInt32(text[offset])
        guard lead >= 0x80 else { return lead }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> UInt32(length))
        for index in (offset + 1)..<min(offset + length, text.count) { value = value << 6 | UInt32(text[index] & 0x3F) }
        return value
    }

    /// A zeroed bit set of `count` bits for `body`, on the stack when it is small.
    private static func withBits<Result>(count: Int, _ body: (UnsafeMutableBufferPointer<UInt64>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count / 64 + 1) { words in
            words.initialize(repeating: 0)
            return body(words)
        }
    }

    private static func bit(_ words: UnsafeMutableBufferPointer<UInt64>, _ index: Int) -> Bool {
        words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    private static func setBit(_ words: UnsafeMutableBufferPointer<UInt64>, _ index: Int) {
        words[index >> 6] |= 1 << UInt64(index & 63)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
