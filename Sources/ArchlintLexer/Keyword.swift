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

    /// Looks up a word by its bytes (see `KeywordTable`).
    @inlinable
    static func classify(_ start: UnsafePointer<UInt8>, count: Int) -> Keyword {
        KeywordTable.shared.lookup(start, count: count, readable: count)
    }

    static func pound(_ start: UnsafePointer<UInt8>, count: Int) -> Keyword {
        let word = KeywordTable.pack(start, count: count, readable: count)
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

/// The keywords by their bytes, in an open-addressing table of packed words: a lookup is one or
/// two loads of the word, a multiply and usually one probe. The lexer asks it about every
/// lower-case identifier, so it is kept off the profile of the lexer.
@usableFromInline
struct KeywordTable: @unchecked Sendable {
    @usableFromInline
    struct Slot {
        @usableFromInline var low: UInt64
        @usableFromInline var high: UInt64
        /// 0 for an empty slot.
        @usableFromInline var count: Int
        @usableFromInline var keyword: Keyword
    }

    @usableFromInline static let slotBits = 9
    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    /// Per first byte, bit `n` set when a keyword of `n` bytes starts with it: most names are
    /// told apart from every keyword by one load, before their bytes are packed and hashed.
    @usableFromInline let lengthsByFirstByte: UnsafeMutablePointer<UInt16>

    /// Built once and never freed: every lexer shares it.
    @usableFromInline
    static let shared = KeywordTable()

    init() {
        let size = 1 << Self.slotBits
        slots = .allocate(capacity: size)
        slots.initialize(repeating: Slot(low: 0, high: 0, count: 0, keyword: .none), count: size)
        lengthsByFirstByte = .allocate(capacity: 256)
        lengthsByFirstByte.initialize(repeating: 0, count: 256)
        for keyword in Keyword.allCases where keyword != .none && !keyword.isPoundDirective {
            let text = keyword.text
            lengthsByFirstByte[Int(text.utf8.first!)] |= 1 << UInt16(text.utf8.count)
            let (low, high) = KeywordTable.pack(text)
            var slot = Self.slot(low, high)
            while slots[slot].count != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Slot(low: low, high: high, count: text.utf8.count, keyword: keyword)
        }
    }

    @usableFromInline @inline(__always)
    static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: (low &* 0x9E37_79B9_7F4A_7C15 ^ high &* 0xC2B2_AE3D_27D4_EB4F) >> UInt64(64 - slotBits))
    }

    static func pack(_ text: String) -> (UInt64, UInt64) {
        var copy = text
        return copy.withUTF8 { pack($0.baseAddress!, count: $0.count, readable: $0.count) }
    }

    /// The first 16 bytes of a word as two little-endian machine words, zero past `count`. With
    /// 16 `readable` bytes it loads whole words instead of byte by byte.
    @usableFromInline @inline(__always)
    static func pack(_ start: UnsafePointer<UInt8>, count: Int, readable: Int) -> (UInt64, UInt64) {
        if readable >= 16, count <= 16 {
            let raw = UnsafeRawPointer(start)
            let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if count <= 8 {
                return (count == 8 ? first : first & ((1 &<< UInt64(8 * count)) &- 1), 0)
            }
            let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return (first, count == 16 ? second : second & ((1 &<< UInt64(8 * (count - 8))) &- 1))
        }
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

    /// The keyword spelt by `count` bytes at `start`, of which `readable` may be read.
    @usableFromInline @_transparent
    func lookup(_ start: UnsafePointer<UInt8>, count: Int, readable: Int) -> Keyword {
        guard count >= 2, count <= 15, lengthsByFirstByte[Int(start[0])] & (1 << UInt16(count)) != 0 else { return .none }
        let (low, high) = KeywordTable.pack(start, count: count, readable: readable)
        var slot = Self.slot(low, high)
        while true {
            let entry = slots[slot]
            if entry.count == 0 { return .none }
            if entry.low == low, entry.high == high, entry.count == count { return entry.keyword }
            slot = (slot + 1) & ((1 << Self.slotBits) - 1)
        }
    }
}
