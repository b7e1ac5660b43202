import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// Which type declarations a rule looks at: by kind and name pattern (extensions never match;
/// their conformances count toward the type they extend).
public struct TypeSelector: Sendable {
    public var names: [RegularExpression] = []
    public var excludeNames: [RegularExpression] = []
    public var kinds: [DeclarationFact.Kind] = []
    /// Only types whose inheritance clause (including extensions) names one of these.
    public var inheriting: [String] = []

    public init() {}

    /// The selector's options, which rules declare under their own key (`types`, `within`) or among others.
    public static let options: [RuleOption] = [
        RuleOption("names", .patterns, "only types whose name matches."),
        RuleOption("excludeNames", .patterns, "never types whose name matches."),
        RuleOption("kinds", .choices(["class", "struct", "enum", "protocol", "actor", "typealias"]), "only these kinds of declaration."),
        RuleOption("inheriting", .names, "only types whose inheritance clause (extensions included) names one of these."),
    ]

    /// The selector under `key`, or an empty one when the key is absent.
    public init(_ options: inout ConfigObject, key: String = "types") throws {
        guard var types = try options.object(key) else {
            self.init()
            return
        }
        try self.init(reading: &types)
        try types.finish()
    }

    /// Reads `names`, `excludeNames`, `kinds` and `inheriting` from an object that may hold other
    /// keys too (the caller finishes it).
    public init(reading types: inout ConfigObject) throws {
        names = try types.regularExpressions("names") ?? []
        excludeNames = try types.regularExpressions("excludeNames") ?? []
        inheriting = try types.strings("inheriting") ?? []
        for kind in try types.strings("kinds") ?? [] {
            guard let parsed = DeclarationFact.Kind(rawValue: kind), parsed != .extension else {
                throw types.error("kinds", "unknown type kind \"\(kind)\" (expected class, struct, enum, protocol, actor or typealias)")
            }
            kinds.append(parsed)
        }
    }

    public var isEmpty: Bool { names.isEmpty && kinds.isEmpty && inheriting.isEmpty }

    public func matches(_ symbol: TypeSymbol, in graph: DependencyGraph) -> Bool {
        // Fields read in place through a pointer: a copy of the declaration would retain all it
        // holds, for every type of every rule. The kind first: it rules out most declarations
        // before their name is looked at.
        let facts = graph.repository.addressOfFacts(ofFile: Int(symbol.file))
        let named = facts.pointee.declarations.withUnsafeBufferPointer { declarations -> Bool in
            let declaration = declarations.baseAddress! + Int(symbol.declaration)
            let kind = declaration.pointee.kind
            guard kind != .extension, kinds.isEmpty || kinds.contains(kind) else { return false }
            if !names.isEmpty, !Self.anyMatches(names, declaration.pointee.name) { return false }
            return !Self.anyMatches(excludeNames, declaration.pointee.name)
        }
        guard named else { return false }
        if !inheriting.isEmpty {
            let written = Set(graph.inheritance(of: symbol).map { Conformances.baseName($0.mention.text) })
            if !inheriting.contains(where: { written.contains($0) }) { return false }
        }
        return true
    }

    private static func anyMatches(_ patterns: [RegularExpression], _ name: String) -> Bool {
        patterns.withUnsafeBufferPointer { patterns in patterns.indices.contains { patterns[$0].matches(name) } }
    }

    /// The declarations in the given files that this selector matches.
    public func symbols(inFiles files: [Int], of graph: DependencyGraph) -> [TypeSymbol] {
        var result: [TypeSymbol] = []
        for file in files {
            let module = Int32(graph.moduleIndex(ofFile: file))
            let declarations = graph.repository[factsOf: file].declarations
            for index in declarations.indices where graph.compiles(conditionSet: declarations[index].conditionSet, inFile: file) {
                let symbol = TypeSymbol(file: Int32(file), declaration: Int32(index), module: module)
                if matches(symbol, in: graph) { result.append(symbol) }
            }
        }
        return result
    }
}

/// Names written in inheritance clauses, normalized: attributes (`@unchecked`, `@retroactive`),
/// `any`, generic arguments and module qualification removed; compositions split.
public enum Conformances {
    /// `@unchecked Sendable` → `Sendable`; `Swift.Codable` → `Codable`; `Coordinator<R>` → `Coordinator`.
    public static func baseName(_ written: String) -> String {
        var text = Substring(written)
        while text.hasPrefix("@") {
            guard let space = text.firstIndex(of: " ") else { break }
            text = text[text.index(after: space)...]
        }
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if let open = text.firstIndex(of: "<") { text = text[..<open] }
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        return String(text).trimmingSpaces
    }

    /// What the standard library's protocols refine, and what an enum's raw type gives it.
    static let standardRefinements: [String: [String]] = {
        var table: [String: [String]] = [
            "Codable": ["Encodable", "Decodable"], "Hashable": ["Equatable"], "Comparable": ["Equatable"],
            "Strideable": ["Comparable"], "Error": ["Sendable"], "Actor": ["Sendable", "AnyActor"],
            "OptionSet": ["SetAlgebra", "RawRepresentable"], "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
            "Collection": ["Sequence"], "BidirectionalCollection": ["Collection"], "RandomAccessCollection": ["BidirectionalCollection"],
            "MutableCollection": ["Collection"], "RangeReplaceableCollection": ["Collection"],
            "LosslessStringConvertible": ["CustomStringConvertible"], "StringProtocol": ["BidirectionalCollection", "Comparable", "Hashable"],
            "AsyncSequence": [], "Identifiable": [],
        ]
        let rawTypes = ["String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float"]
        for raw in rawTypes { table[raw] = ["RawRepresentable", "Equatable", "Hashable"] }
        return table
    }()

    /// The names a written entry stands for: a composition `A & B` is each of its parts, and each
    /// part brings what it refines in the standard library (`Codable` is `Encodable` and
    /// `Decodable`, `Hashable` is `Equatable`, an enum's raw type `String` makes it
    /// `RawRepresentable` and `Hashable`).
    public static func implied(by written: String) -> Set<String> {
        var names = Set(written.split(separator: "&").map { baseName(String($0)) })
        var queue = Array(names)
        while let name = queue.popLast() {
            for refined in standardRefinements[name] ?? [] where names.insert(refined).inserted { queue.append(refined) }
        }
        if names.contains("Encodable"), names.contains("Decodable") { names.insert("Codable") }
        return names
    }

    /// What a declaration conforms to without writing it: an actor is an `Actor` (and `Sendable`);
    /// an enum without associated values is `Equatable` and `Hashable`.
    public static func implicit(for declaration: DeclarationFact) -> Set<String> {
        switch declaration.kind {
        case .actor: return implied(by: "Actor")
        case .enum where declaration.members.allSatisfy { $0.kind != .enumCase || $0.parameters.isEmpty }:
            return ["Equatable", "Hashable"]
        default: return []
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
