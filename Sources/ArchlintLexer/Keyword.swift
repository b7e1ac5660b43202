/// Reserved keywords (tokens of kind `.keyword`), the contextual keywords the fact extractor asks
/// about (tokens of kind `.identifier`: they can still be used as names), and `#` directives.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none

    // Reserved: the Swift lexer always classifies these as keywords.
    case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
    case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`
    case `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`
    case `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`
    case `static`, `struct`, `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`
    case `var`, `where`, `while`

    // Contextual: names everywhere except in the positions that give them meaning.
    case actor, any, async, await, borrowing, consuming, convenience, didSet, distributed, dynamic, each
    case final, get, indirect, infix, isolated, lazy, macro, mutating, nonisolated, nonmutating, open
    case optional, override, package, postfix, prefix, required, sending, set, some, unowned, weak, willSet

    // `#` directives that are tokens of kind `.poundKeyword`.
    case poundIf, poundElseif, poundElse, poundEndif, poundAvailable, poundUnavailable, poundSourceLocation

    /// The word as written in source (`#if` for the directives).
    public var text: String {
        switch self {
        case .none: return ""
        case .poundIf: return "#if"
        case .poundElseif: return "#elseif"
        case .poundElse: return "#else"
        case .poundEndif: return "#endif"
        case .poundAvailable: return "#available"
        case .poundUnavailable: return "#unavailable"
        case .poundSourceLocation: return "#sourceLocation"
        default: return String(describing: self)
        }
    }

    /// Reserved words are `.keyword` tokens; the others stay `.identifier`.
    public var isReserved: Bool { rawValue >= Keyword.Any.rawValue && rawValue <= Keyword.while.rawValue }

    public var isPoundDirective: Bool { rawValue >= Keyword.poundIf.rawValue }

    /// Looks up a word by its bytes. Built once: words are grouped by length and compared as two
    /// little-endian machine words, which keeps this lookup off the profile of the lexer.
    @usableFromInline
    static let table = KeywordTable()

    @inlinable
    static func classify(_ start: UnsafePointer<UInt8>, count: Int) -> Keyword {
        table.lookup(start, count: count)
    }

    static func pound(_ start: UnsafePointer<UInt8>, count: Int) -> Keyword {
        let word = KeywordTable.pack(start, count: count)
        switch count {
        case 2 where word.0 == KeywordTable.pack("if").0: return .poundIf
        case 4 where word.0 == KeywordTable.pack("else").0: return .poundElse
        case 5 where word.0 == KeywordTable.pack("endif").0: return .poundEndif
        case 6 where word.0 == KeywordTable.pack("elseif").0: return .poundElseif
        case 9 where word == KeywordTable.pack("available"): return .poundAvailable
        case 11 where word == KeywordTable.pack("unavailable"): return .poundUnavailable
        case 14 where word == KeywordTable.pack("sourceLocation"): return .poundSourceLocation
        default: return .none
        }
    }
}

@usableFromInline
final class KeywordTable: Sendable {
    /// Entries per length (index = length, up to 16 bytes): packed words and their keyword.
    private let buckets: [[(UInt64, UInt64, Keyword)]]

    init() {
        var buckets = Array(repeating: [(UInt64, UInt64, Keyword)](), count: 17)
        for keyword in Keyword.allCases where keyword != .none && !keyword.isPoundDirective {
            let text = keyword.text
            let packed = KeywordTable.pack(text)
            buckets[text.utf8.count].append((packed.0, packed.1, keyword))
        }
        self.buckets = buckets
    }

    static func pack(_ text: String) -> (UInt64, UInt64) {
        var copy = text
        return copy.withUTF8 { pack($0.baseAddress!, count: $0.count) }
    }

    @inline(__always)
    static func pack(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < count && index < 8 {
            low |= UInt64(start[index]) << (8 * UInt64(index))
            index += 1
        }
        while index < count && index < 16 {
            high |= UInt64(start[index]) << (8 * UInt64(index - 8))
            index += 1
        }
        return (low, high)
    }

    @usableFromInline
    func lookup(_ start: UnsafePointer<UInt8>, count: Int) -> Keyword {
        guard count >= 2, count <= 16 else { return .none }
        let first = start[0]
        // Every keyword starts with a lower-case letter, except `Self` and `Any`.
        guard (first >= 97 && first <= 122) || first == 83 || first == 65 else { return .none }
        let word = KeywordTable.pack(start, count: count)
        for entry in buckets[count] where entry.0 == word.0 && entry.1 == word.1 {
            return entry.2
        }
        return .none
    }
}
