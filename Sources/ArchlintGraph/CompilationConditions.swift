/// Decides, where it can, whether the `#if` conditions around code can ever hold when a target is
/// built: `#if false` never does, nor a custom flag (`#if SINGLE_MODULE`) that the target's build
/// never defines, nor `os(X)` for a target that never builds for X (a watch app and
/// `#if !os(watchOS)`). Everything else that depends on the build (`canImport`, `DEBUG`, `swift`,
/// the flags and platforms of a target whose build settings archlint cannot see) may hold.
public struct CompilationConditions: Sendable {
    /// The flags the target's build may define (`.define`, the package's traits, `SWIFT_PACKAGE`,
    /// an Xcode target's conditions), or nil when they are not known.
    public var defines: Set<String>?
    /// The operating systems the target builds for, as `os()` names them, or nil for any.
    public var platforms: Set<String>?

    public init(defines: Set<String>?, platforms: Set<String>? = nil) {
        self.defines = defines
        self.platforms = platforms
    }

    /// Flags that may or may not be set in any SwiftPM build.
    static let buildDependentFlags: Set<String> = ["DEBUG"]

    enum Truth {
        case yes, no, maybe

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .maybe: .maybe
            }
        }
    }

    /// Whether code under all of `conditions` (clauses such as `canImport(UIKit) && DEBUG` or
    /// `!(os(iOS))`) can be compiled.
    public func canHold(_ conditions: [String]) -> Bool {
        conditions.allSatisfy { evaluate($0) != .no }
    }

    /// Whether code under `conditions` can be compiled by one of several builds of the same code
    /// (the targets compiling a file, each with its own flags and platforms).
    public static func canHold(_ conditions: [String], inOneOf builds: [CompilationConditions]) -> Bool {
        builds.contains { $0.canHold(conditions) }
    }

    func evaluate(_ condition: String) -> Truth {
        var parser = Parser(text: Array(condition.utf8), conditions: self)
        let value = parser.disjunction()
        return parser.isAtEnd ? value : .maybe
    }

    /// `os(name)`: decided when the target's platforms are known.
    func operatingSystem(_ name: String) -> Truth {
        guard let platforms else { return .maybe }
        guard platforms.contains(name) else { return .no }
        return platforms.count == 1 ? .yes : .maybe
    }

    func flag(_ name: String) -> Truth {
        switch name {
        case "true": return .yes
        case "false": return .no
        default:
            guard let defines, !Self.buildDependentFlags.contains(name) else { return .maybe }
            return defines.contains(name) ? .yes : .no
        }
    }

    /// `a || b`, `a && b`, `!a`, `(a)`, `name`, `name(arguments)`; anything else is undecided.
    struct Parser {
        let text: [UInt8]
        let conditions: CompilationConditions
        var offset = 0

        init(text: [UInt8], conditions: CompilationConditions) {
            self.text = text
            self.conditions = conditions
        }

        var isAtEnd: Bool {
            mutating get {
                skipSpaces()
                return offset >= text.count
            }
        }

        mutating func skipSpaces() {
            while offset < text.count, text[offset] == 32 || text[offset] == 9 { offset += 1 }
        }

        /// Compared in place: the graph evaluates thousands of conditions, and arrays made of the
        /// symbol and of the text to compare were most of what evaluating one cost.
        mutating func consume(_ symbol: StaticString) -> Bool {
            skipSpaces()
            let count = symbol.utf8CodeUnitCount
            guard text.count - offset >= count, (0..<count).allSatisfy({ text[offset + $0] == symbol.utf8Start[$0] }) else { return false }
            offset += count
            return true
        }

        mutating func disjunction() -> Truth {
            var value = conjunction()
            while consume("||") {
                let rhs = conjunction()
                value = value == .yes || rhs == .yes ? .yes : (value == .no && rhs == .no ? .no : .maybe)
            }
            return value
        }

        mutating func conjunction() -> Truth {
            var value = unary()
            while consume("&&") {
                let rhs = unary()
                value = value == .no || rhs == .no ? .no : (value == .yes && rhs == .yes ? .yes : .maybe)
            }
            return value
        }

        mutating func unary() -> Truth {
            if consume("!") { return !unary() }
            if consume("(") {
                let value = disjunction()
                return consume(")") ? value : .maybe
            }
            skipSpaces()
            let start = offset
            while offset < text.count, text[offset] == 95 || (text[offset] | 0x20) &- 97 < 26 || text[offset] &- 48 < 10 { offset += 1 }
            guard offset > start else {
                offset = text.count  // not a condition this parser knows: undecided
                return .maybe
            }
            let name = String(decoding: text[start..<offset], as: UTF8.self)
            skipSpaces()
            if offset < text.count, text[offset] == 40 {  // `name(arguments)`: a platform or version test
                let argumentStart = offset + 1
                var depth = 0
                while offset < text.count {
                    if text[offset] == 40 { depth += 1 }
                    if text[offset] == 41 {
                        depth -= 1
                        if depth == 0 {
                            offset += 1
                            break
                        }
                    }
                    offset += 1
                }
                guard name == "os", text[offset - 1] == 41 else { return .maybe }
                let argument = text[argumentStart..<(offset - 1)].filter { $0 != 32 && $0 != 9 }
                return conditions.operatingSystem(String(decoding: argument, as: UTF8.self))
            }
            return conditions.flag(name)
        }
    }
}
