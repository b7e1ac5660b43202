import ArchlintBase

/// Everything archlint reads from one Swift source file; rules only ever see these facts.
public struct SourceFacts: Sendable, Equatable {
    public var imports: [ImportFact] = []
    public var declarations: [DeclarationFact] = []
    /// Names of `references`, each stored once per file.
    public var names: [String] = []
    /// Appended with `append(_:owner:conditionSet:)`, which keeps the runs below.
    public internal(set) var references: [ReferenceFact] = []
    /// The `#if` condition set of the references, as runs: each run starts at a reference and
    /// holds until the next one (references before the first run are unconditional).
    public private(set) var referenceConditions: [ReferenceRun] = []
    /// The innermost enclosing type declaration of the references, as runs (references before
    /// the first run are at file level, -1): a type's references come one after another.
    public private(set) var referenceOwners: [ReferenceRun] = []
    public var strings: [StringLiteralFact] = []
    /// Lower-case names of key paths and implicit members (`\.fileClient`, `.primary`), each once:
    /// members a file may use from a module without naming any of its types.
    public var memberNames: [String] = []
    public var directives: [DirectiveFact] = []
    /// `#if` condition sets; index 0 is the empty set (unconditional code).
    public var conditionSets: [[String]] = [[]]
    public var diagnostics: [SourceDiagnostic] = []
    public var lineCount: Int = 0

    public init() {}

    // The accessors are inlinable: called across modules on facts read in place (through
    // `RepositoryFacts.addressOfFacts`), a function would be handed a copy of all the facts,
    // every array retained and released for one lookup.

    @inlinable public func name(of reference: ReferenceFact) -> String { names[Int(reference.nameIndex)] }

    /// Arrays grown by appending keep up to twice the room they need; a repository's facts stay
    /// in memory for the whole run, so they are copied to their exact size once extracted.
    /// (References and string literals are built in reused buffers and copied at their size;
    /// declarations and members are moved out of reused buffers.)
    mutating func releaseUnusedCapacity() {
        imports.releaseUnusedCapacity()
        // Declarations, their members and parameter lists are made of their size (parameter lists
        // are shared, and a copy here would unshare them).
        for index in declarations.indices where declarations[index].inherits.count > 0 {
            declarations[index].inherits.releaseUnusedCapacity()
        }
        names.releaseUnusedCapacity()
        referenceConditions.releaseUnusedCapacity()
        referenceOwners.releaseUnusedCapacity()
        memberNames.releaseUnusedCapacity()
        conditionSets.releaseUnusedCapacity()
    }

    @inlinable public func conditions(_ index: Int32) -> [String] { conditionSets[Int(index)] }

    /// The condition set index of `references[reference]`.
    @inlinable public func conditionSet(ofReference reference: Int) -> Int32 {
        ReferenceRun.value(at: reference, in: referenceConditions, before: 0)
    }

    /// Index of the innermost type declaration enclosing `references[reference]`, or -1 at file level.
    @inlinable public func owner(ofReference reference: Int) -> Int32 {
        ReferenceRun.value(at: reference, in: referenceOwners, before: -1)
    }

    /// Adds a reference written in declaration `owner` (-1 at file level) under `conditionSet`.
    public mutating func append(_ reference: ReferenceFact, owner: Int32, conditionSet: Int32) {
        ReferenceRun.extend(&referenceConditions, at: references.count, to: conditionSet, before: 0)
        ReferenceRun.extend(&referenceOwners, at: references.count, to: owner, before: -1)
        references.append(reference)
    }
}

/// From `firstReference` on (until the next run), references have `value`: a condition set, or
/// an owner. A file's references come in long runs of each, so this takes the place of a field
/// in each of a repository's million references.
public struct ReferenceRun: Sendable, Equatable {
    public var firstReference: Int32
    public var value: Int32

    public init(firstReference: Int32, value: Int32) {
        self.firstReference = firstReference
        self.value = value
    }

    /// The value of reference `index` under `runs`; `initial` before the first run.
    @inlinable static func value(at index: Int, in runs: [ReferenceRun], before initial: Int32) -> Int32 {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if Int(runs[middle].firstReference) <= index { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initial : runs[low - 1].value
    }

    /// Starts a run at reference `index` when its value differs from the one before it.
    static func extend(_ runs: inout [ReferenceRun], at index: Int, to value: Int32, before initial: Int32) {
        if value != (runs.last?.value ?? initial) { runs.append(ReferenceRun(firstReference: Int32(index), value: value)) }
    }
}

/// A source position: 1-based line, 1-based column in Unicode scalars.
public struct Position: Sendable, Hashable, Comparable {
    public var line: Int32
    public var column: Int32

    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// `import` at file scope.
public struct ImportFact: Sendable, Equatable {
    /// First path component: the module.
    public var module: String
    /// The whole path, `.`-joined (`Foundation.NSString`).
    public var path: String
    /// `struct`, `func`… for a scoped import, nil otherwise.
    public var kind: String?
    /// As written: `@testable`, `@_spi(Internal)`, `@preconcurrency`.
    public var attributes: [String]
    /// `public`, `package`, `internal`, `fileprivate`, `private`, or nil.
    public var access: String?
    /// Of the first token, attributes included.
    public var position: Position
    public var conditionSet: Int32
    /// Attributes written inside `#if` blocks of the attribute list, each with its clause's conditions.
    public var conditionalAttributes: [ConditionalAttribute] = []

    public init(
        module: String, path: String, kind: String?, attributes: [String], access: String?, position: Position, conditionSet: Int32,
        conditionalAttributes: [ConditionalAttribute] = []
    ) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.access = access
        self.position = position
        self.conditionSet = conditionSet
        self.conditionalAttributes = conditionalAttributes
    }

    /// `import struct Foundation.Data`, as written without attributes.
    public var written: String {
        "import " + (kind.map { "\($0) " } ?? "") + path
    }
}

/// An attribute written inside an `#if` block of an attribute list (`#if !canImport(Darwin)
/// @preconcurrency #endif import Dispatch`): it applies only where its conditions hold.
public struct ConditionalAttribute: Sendable, Equatable {
    /// As written: `@preconcurrency`.
    public var text: String
    /// The conditions of the clauses enclosing it within the attribute list, outermost first
    /// (`!canImport(Darwin)`; after `#if A`, an `#else` clause gives `!(A)`).
    public var conditions: [String]

    public init(text: String, conditions: [String]) {
        self.text = text
        self.conditions = conditions
    }
}

/// A type declaration: class, struct, enum, protocol, actor, extension or typealias.
public struct DeclarationFact: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`
    }

    /// The declared name; for an extension, the extended type as written.
    public var name: String
    /// Names of the enclosing types and extensions and this one, `.`-joined.
    public var qualifiedName: String
    /// The inheritance clause, entry by entry.
    public var inherits: [TypeMention]
    public var attributes: [String]
    public var modifiers: [String]
    /// Of the first token, attributes and modifiers included.
    public var start: Position
    /// Of the name (the extended type for an extension): where findings about the type point.
    public var namePosition: Position
    /// Line of the closing brace, or of the last token of a typealias.
    public var endLine: Int32
    public var conditionSet: Int32
    /// Index of the enclosing type declaration in the file, or -1.
    public var parent: Int32
    // After the 4-byte fields, in the room their alignment leaves: 128 bytes instead of 136.
    public var kind: Kind
    /// For a typealias: the aliased type.
    public var aliasedType: String?
    public var members: [MemberFact]
    /// Attributes written inside `#if` blocks of the attribute list, each with its clause's conditions.
    public var conditionalAttributes: [ConditionalAttribute] = []
    /// Names the declaration gives types of its own: a type's generic parameters, a protocol's
    /// associated types. In extensions of the type, and in types adopting the protocol, they
    /// shadow types of the same name.
    public var typeParameters: [String] = []

    public var lineCount: Int { Int(endLine - start.line) + 1 }

    /// Whether a member of this declaration is visible outside the type: neither the member nor
    /// (for an extension) the extension is `private` or `fileprivate`. `private(set)` restricts
    /// only a setter, so it does not count.
    public func exposes(_ member: MemberFact) -> Bool {
        !member.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
            && !(kind == .extension && modifiers.contains { $0 == "private" || $0 == "fileprivate" })
    }
}

/// A type written in source, with where it is written (for findings that point at it).
public struct TypeMention: Sendable, Equatable {
    public var text: String
    public var position: Position

    public init(text: String, position: Position) {
        self.text = text
        self.position = position
    }
}

/// A member of a type: a property, function, initializer, subscript or enum case.
public struct MemberFact: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case property, function, initializer, `subscript`, enumCase, deinitializer
    }

    public struct Parameter: Sendable, Equatable {
        /// The argument label (`_` when there is none), as callers write it.
        public var label: String
        public var name: String
        public var type: String
    }

    // Stored largest first, with the flags in one byte, one text for the property type or the
    // return type (no member has both), and the attributes and modifiers in one shared block: a
    // repository has hundreds of thousands of members, and this layout takes 64 bytes each
    // instead of 96.
    public var name: String
    private(set) var declaredType: String?
    public var position: Position
    private(set) var decorations: MemberDecorations
    /// Shared between members with equal parameter lists (see `FactInterner`).
    public var parameters: [Parameter] = []
    public var endLine: Int32
    public var kind: Kind
    private(set) var flags: Flags = []

    struct Flags: OptionSet, Sendable, Equatable {
        let rawValue: UInt8
        static let isStored = Flags(rawValue: 1 << 0)
        static let isMutable = Flags(rawValue: 1 << 1)
        static let typeIsInferred = Flags(rawValue: 1 << 2)
        static let isAsync = Flags(rawValue: 1 << 3)
        static let isThrowing = Flags(rawValue: 1 << 4)
    }

    /// Properties: the declared type, or the type called in the initializer (`= Foo()`).
    public var type: String? {
        get { kind == .property ? declaredType : nil }
        set { if kind == .property { declaredType = newValue } }
    }
    public var attributes: [String] {
        get { decorations.attributes }
        set { decorations = MemberDecorations(attributes: newValue, modifiers: modifiers) }
    }
    public var modifiers: [String] {
        get { decorations.modifiers }
        set { decorations = MemberDecorations(attributes: attributes, modifiers: newValue) }
    }
    /// Functions and subscripts: the type after `->`.
    public var returnType: String? {
        get { kind == .property ? nil : declaredType }
        set { if kind != .property { declaredType = newValue } }
    }
    /// Properties: stored (with or without observers) rather than computed.
    public var isStored: Bool { get { self[flag: .isStored] } set { self[flag: .isStored] = newValue } }
    /// Properties: `var` rather than `let`.
    public var isMutable: Bool { get { self[flag: .isMutable] } set { self[flag: .isMutable] = newValue } }
    public var typeIsInferred: Bool { get { self[flag: .typeIsInferred] } set { self[flag: .typeIsInferred] = newValue } }
    public var isAsync: Bool { get { self[flag: .isAsync] } set { self[flag: .isAsync] = newValue } }
    public var isThrowing: Bool { get { self[flag: .isThrowing] } set { self[flag: .isThrowing] = newValue } }

    /// The flags and the type text as stored, for the fact cache.
    var packed: (flags: UInt8, declaredType: String?) {
        get { (flags.rawValue, declaredType) }
        set { (flags, declaredType) = (Flags(rawValue: newValue.flags), newValue.declaredType) }
    }
    /// The flag bits a member can have; a cache entry with others is damaged.
    static let flagBits: UInt8 = 0b1_1111

    private subscript(flag flag: Flags) -> Bool {
        get { flags.contains(flag) }
        set { if newValue { flags.insert(flag) } else { flags.remove(flag) } }
    }

    public init(kind: Kind, name: String, position: Position, endLine: Int32, attributes: [String], modifiers: [String]) {
        self.init(kind: kind, name: name, position: position, endLine: endLine, decorations: MemberDecorations(attributes: attributes, modifiers: modifiers))
    }

    init(kind: Kind, name: String, position: Position, endLine: Int32, decorations: MemberDecorations) {
        self.kind = kind
        self.name = name
        self.position = position
        self.endLine = endLine
        self.decorations = decorations
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

}

/// A member's attributes and modifiers, held once for all the members that have the same ones
/// (see `FactInterner`): one reference in each member instead of two arrays.
final class MemberDecorations: Sendable, Equatable {
    let attributes: [String]
    let modifiers: [String]

    static let none = MemberDecorations(attributes: [], modifiers: [])

    init(attributes: [String], modifiers: [String]) {
        self.attributes = attributes
        self.modifiers = modifiers
    }

    static func == (lhs: MemberDecorations, rhs: MemberDecorations) -> Bool {
        lhs === rhs || (lhs.attributes == rhs.attributes && lhs.modifiers == rhs.modifiers)
    }
}

/// A use of an upper-case name outside comments, string text and the declared names, with the
/// member chain written after it (`URLSession.shared.dataTask`).
///
/// A repository has about a million of these, so each takes 12 bytes: the name index shares a
/// word with the flags, and the enclosing declaration and the `#if` conditions are kept per run
/// of references in `SourceFacts`.
public struct ReferenceFact: Sendable, Equatable {
    /// The name index in the low 24 bits (a file has fewer than 16 million names), the flags above.
    private var nameAndFlags: UInt32
    public var position: Position

    public static let maximumNameIndex: Int32 = 0xFF_FFFF

    public init(nameIndex: Int32, position: Position, flags: Flags) {
        nameAndFlags = UInt32(nameIndex) | UInt32(flags.rawValue) << 24
        self.position = position
    }

    public var nameIndex: Int32 { Int32(nameAndFlags & 0xFF_FFFF) }

    public var flags: Flags {
        get { Flags(rawValue: UInt8(nameAndFlags >> 24)) }
        set { nameAndFlags = nameAndFlags & 0xFF_FFFF | UInt32(newValue.rawValue) << 24 }
    }

    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Inside a `#Preview { }` body.
        public static let inPreview = Flags(rawValue: 1 << 0)
        /// In a declaration header: an inheritance clause, a property type, a signature.
        public static let inSignature = Flags(rawValue: 1 << 1)
    }
}

/// A string literal's text between its delimiters (interpolated code included as written).
///
/// A repository has a quarter of a million of these: the condition set shares a word with the
/// flags, so each takes 32 bytes.
public struct StringLiteralFact: Sendable, Equatable {
    public var value: String
    public var position: Position
    public var owner: Int32
    /// The condition set index in the low 30 bits (a file of at most 1 GiB has far fewer), the flags above.
    private var conditionAndFlags: UInt32

    public static let maximumConditionSet: Int32 = 0x3FFF_FFFF
    private static let interpolated: UInt32 = 1 << 30
    private static let inPreview: UInt32 = 1 << 31

    public init(value: String, position: Position, owner: Int32, conditionSet: Int32, isInterpolated: Bool, isInPreview: Bool) {
        self.value = value
        self.position = position
        self.owner = owner
        conditionAndFlags = UInt32(conditionSet) | (isInterpolated ? Self.interpolated : 0) | (isInPreview ? Self.inPreview : 0)
    }

    public var conditionSet: Int32 { Int32(conditionAndFlags & UInt32(Self.maximumConditionSet)) }
    public var isInterpolated: Bool { conditionAndFlags & Self.interpolated != 0 }
    /// Inside a `#Preview { }` body.
    public var isInPreview: Bool { conditionAndFlags & Self.inPreview != 0 }
}

/// A `// archlint:…` comment, kept for suppressions.
public struct DirectiveFact: Sendable, Equatable {
    /// The comment text after the comment marker, from `archlint:` on, trimmed.
    public var text: String
    public var position: Position
}

/// A problem met while reading the file.
public struct SourceDiagnostic: Sendable, Equatable {
    public var message: String
    public var position: Position
}

extension Array {
    /// Copies the elements into storage of their exact count when 64 bytes or more are unused.
    mutating func releaseUnusedCapacity() {
        guard (capacity - count) * MemoryLayout<Element>.stride >= 64 else { return }
        self = exactCopy()
    }

    /// Empties the array, keeping its storage unless it takes more than `limit` bytes.
    mutating func removeAll(keepingStorageUpTo limit: Int) {
        if capacity * MemoryLayout<Element>.stride > limit { self = [] } else { removeAllKeepingCapacity() }
    }

    /// `removeAll(keepingCapacity: true)`, which runs a generic range replacement even on an
    /// empty array, skipped when there is nothing to remove: scratch arrays are emptied this way
    /// at every declaration.
    @inline(__always) mutating func removeAllKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }

    /// The elements in new storage of their count (`Array(slice)` may share the original's).
    func exactCopy() -> [Element] {
        // No storage for an empty array: initializing one would write to the shared empty buffer.
        guard !isEmpty else { return [] }
        var copy = [Element](emptyWithCapacity: count)
        copy.append(contentsOf: self)
        return copy
    }
}
