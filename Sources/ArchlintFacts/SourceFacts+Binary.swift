import ArchlintBase

/// The binary form of a file's facts, for the fact cache: written once when a file is extracted,
/// read back instead of lexing the file again.
extension SourceFacts {
    /// Changes whenever extraction or this encoding changes what a file's facts are, so a cache
    /// written by another build of archlint is never trusted.
    public static let encodingRevision = 8

    /// With `literals`, those bytes stand for the string literals: what `encodeLiterals(into:)`
    /// wrote of the facts before they were filtered.
    public func encode(into writer: inout BinaryWriter, literals: [UInt8]? = nil) {
        writer.write(lineCount)
        writer.write(UInt64(conditionSets.count))
        for set in conditionSets { writer.write(set) }
        writer.write(UInt64(imports.count))
        // Through buffer pointers: a loop over the elements, or `array[index]`, copies each,
        // retaining every array it holds.
        imports.withUnsafeBufferPointer { imports in
            for index in imports.indices { imports[index].encode(into: &writer) }
        }
        writer.write(UInt64(declarations.count))
        declarations.withUnsafeBufferPointer { declarations in
            for index in declarations.indices { DeclarationFact.encode(declarations.baseAddress! + index, into: &writer) }
        }
        writer.write(names)
        writer.write(UInt64(references.count))
        // The owners' runs are followed along with the references, not searched for each.
        var owner: Int32 = -1
        var nextRun = 0
        for (index, reference) in references.enumerated() {
            while nextRun < referenceOwners.count, Int(referenceOwners[nextRun].firstReference) <= index {
                owner = referenceOwners[nextRun].value
                nextRun += 1
            }
            writer.write(reference.nameIndex)
            writer.write(reference.position)
            writer.write(owner)
            writer.write(UInt64(reference.flags.rawValue))
        }
        writer.write(UInt64(referenceConditions.count))
        for run in referenceConditions {
            writer.write(run.firstReference)
            writer.write(run.value)
        }
        if let literals { writer.append(literals) } else { encodeLiterals(into: &writer) }
        writer.write(memberNames)
        writer.write(UInt64(directives.count))
        for directive in directives {
            writer.write(directive.text)
            writer.write(directive.position)
        }
        writer.write(UInt64(diagnostics.count))
        for diagnostic in diagnostics {
            writer.write(diagnostic.message)
            writer.write(diagnostic.position)
        }
    }

    /// The string literals, as `encode(into:)` writes them: what the cache keeps of facts a lint
    /// then keeps only some literals of.
    public func encodeLiterals(into writer: inout BinaryWriter) {
        writer.write(UInt64(strings.count))
        for string in strings {
            writer.write(string.value)
            writer.write(string.position)
            writer.write(string.owner)
            writer.write(string.conditionSet)
            writer.write(string.isInterpolated)
            writer.write(string.isInPreview)
        }
    }

    /// Reads facts written by `encode(into:)`; throws on anything else, and checks every index
    /// the rules later follow (names, owners, parents, condition sets) so bad data cannot crash them.
    /// Repeated texts are shared through `interner`.
    public init(from reader: inout BinaryReader, interner: FactInterner = FactInterner()) throws {
        self.init()
        lineCount = try reader.readInt()
        conditionSets = try reader.list { try $0.readStrings() }
        guard conditionSets.count <= Int(StringLiteralFact.maximumConditionSet) + 1 else { throw BinaryReader.Malformed(offset: reader.offset) }
        let conditionCount = Int32(conditionSets.count)
        func conditionSet(_ reader: inout BinaryReader) throws -> Int32 {
            try reader.index(below: conditionCount)
        }
        imports = try reader.list { try ImportFact(from: &$0, conditionSets: conditionCount, interner: interner) }
        let declarationCount = try reader.readCount()
        declarations.reserveCapacity(declarationCount)
        for index in 0..<declarationCount {
            declarations.append(try DeclarationFact(from: &reader, index: Int32(index), conditionSets: conditionCount, interner: interner))
        }
        names = try reader.list { try $0.readText(interner) }
        let nameCount = Int32(names.count)
        let owners = Int32(declarationCount)
        guard nameCount <= ReferenceFact.maximumNameIndex + 1 else { throw BinaryReader.Malformed(offset: reader.offset) }
        let referenceCount = try reader.readCount()
        var read: [(reference: ReferenceFact, owner: Int32)] = []
        read.reserveCapacity(referenceCount)
        for _ in 0..<referenceCount {
            let nameIndex = try reader.index(below: nameCount)
            let position = try reader.readPosition()
            let owner = try reader.owner(below: owners)
            guard let flags = UInt8(exactly: try reader.readUInt64()) else { throw BinaryReader.Malformed(offset: reader.offset) }
            read.append((ReferenceFact(nameIndex: nameIndex, position: position, flags: .init(rawValue: flags)), owner))
        }
        var previousRun: Int32 = -1
        let conditionRuns = try reader.list { reader in
            let first = try reader.index(below: Int32(referenceCount))
            guard first > previousRun else { throw BinaryReader.Malformed(offset: reader.offset) }
            previousRun = first
            return ReferenceRun(firstReference: first, value: try conditionSet(&reader))
        }
        // Appended as the extractor appends them, so that the runs come out the same.
        references.reserveCapacity(referenceCount)
        for (index, (reference, owner)) in read.enumerated() {
            append(reference, owner: owner, conditionSet: ReferenceRun.value(at: index, in: conditionRuns, before: 0))
        }
        strings = try reader.list { reader in
            StringLiteralFact(
                value: try reader.readText(interner), position: try reader.readPosition(), owner: try reader.owner(below: owners),
                conditionSet: try conditionSet(&reader), isInterpolated: try reader.readBool(), isInPreview: try reader.readBool())
        }
        memberNames = try reader.list { try $0.readText(interner) }
        directives = try reader.list { DirectiveFact(text: try $0.readString(), position: try $0.readPosition()) }
        diagnostics = try reader.list { SourceDiagnostic(message: try $0.readString(), position: try $0.readPosition()) }
    }
}

extension ImportFact {
    /// The import's binary form (as in the fact cache).
    public func encode(into writer: inout BinaryWriter) {
        writer.write(module)
        writer.write(path)
        writer.write(kind)
        writer.write(attributes)
        writer.write(access)
        writer.write(position)
        writer.write(conditionSet)
        writer.write(conditional: conditionalAttributes)
    }

    /// Reads what `encode(into:)` wrote, its condition set checked against a file's `conditionSets` count.
    public init(from reader: inout BinaryReader, conditionSets: Int32, interner: FactInterner) throws {
        self.init(
            module: try reader.readString(), path: try reader.readString(), kind: try reader.readOptionalString(),
            attributes: try reader.readList(interner), access: try reader.readOptionalString(), position: try reader.readPosition(),
            conditionSet: try reader.index(below: conditionSets), conditionalAttributes: try reader.readConditionalAttributes(interner))
    }
}

extension MemberFact {
    /// Reads the member where it is, field by field: a method of the value, or a copy of it,
    /// would retain and release everything it holds.
    static func encode(_ member: UnsafePointer<MemberFact>, into writer: inout BinaryWriter) {
        writer.write(member.pointee.kind, among: Kind.storedOrder)
        writer.write(member.pointee.name)
        writer.write(member.pointee.position)
        writer.write(member.pointee.endLine)
        writer.write(member.pointee.decorations.attributes)
        writer.write(member.pointee.decorations.modifiers)
        writer.write(member.pointee.flags.rawValue)
        writer.write(member.pointee.declaredType)
        writer.write(member.pointee.parameters)
    }
}

extension DeclarationFact {
    /// Reads the declaration where it is, field by field (see `MemberFact.encode`).
    static func encode(_ declaration: UnsafePointer<DeclarationFact>, into writer: inout BinaryWriter) {
        writer.write(declaration.pointee.kind, among: Kind.storedOrder)
        writer.write(declaration.pointee.name)
        writer.write(declaration.pointee.qualifiedName)
        writer.write(UInt64(declaration.pointee.inherits.count))
        for mention in declaration.pointee.inherits {
            writer.write(mention.text)
            writer.write(mention.position)
        }
        writer.write(declaration.pointee.attributes)
        writer.write(declaration.pointee.modifiers)
        writer.write(declaration.pointee.start)
        writer.write(declaration.pointee.namePosition)
        writer.write(declaration.pointee.endLine)
        writer.write(declaration.pointee.conditionSet)
        writer.write(declaration.pointee.parent)
        writer.write(declaration.pointee.aliasedType)
        writer.write(declaration.pointee.typeParameters)
        writer.write(conditional: declaration.pointee.conditionalAttributes)
        writer.write(UInt64(declaration.pointee.members.count))
        declaration.pointee.members.withUnsafeBufferPointer { members in
            for index in members.indices { MemberFact.encode(members.baseAddress! + index, into: &writer) }
        }
    }

    /// A declaration's parent always comes before it.
    init(from reader: inout BinaryReader, index: Int32, conditionSets: Int32, interner: FactInterner) throws {
        kind = try reader.read(among: Kind.storedOrder)
        name = try reader.readText(interner)
        qualifiedName = try reader.readText(interner)
        inherits = try reader.list { TypeMention(text: try $0.readText(interner), position: try $0.readPosition()) }
        attributes = try reader.readList(interner)
        modifiers = try reader.readList(interner)
        start = try reader.readPosition()
        namePosition = try reader.readPosition()
        endLine = try reader.readInt32()
        conditionSet = try reader.index(below: conditionSets)
        parent = try reader.owner(below: index)
        aliasedType = try reader.readBool() ? try reader.readText(interner) : nil
        typeParameters = try reader.readList(interner)
        conditionalAttributes = try reader.readConditionalAttributes(interner)
        members = try reader.list { reader in
            var member = MemberFact(
                kind: try reader.read(among: MemberFact.Kind.storedOrder), name: try reader.readText(interner), position: try reader.readPosition(),
                endLine: try reader.readInt32(), decorations: try reader.readDecorations(interner))
            let flags = try reader.readByte()
            guard flags & ~MemberFact.flagBits == 0 else { throw BinaryReader.Malformed(offset: reader.offset) }
            member.packed = (flags, try reader.readBool() ? try reader.readText(interner) : nil)
            member.parameters = try reader.readParameters(interner)
            return member
        }
    }
}

// Kinds are stored as their position in `storedOrder`: one byte, read without making a string.
// Changing the cases or their order changes the codes: bump `encodingRevision` with it.
extension DeclarationFact.Kind {
    static let storedOrder = allCases
}

extension MemberFact.Kind {
    static let storedOrder = allCases
}

extension BinaryWriter {
    mutating func write<Case: Equatable>(_ value: Case, among cases: [Case]) {
        write(UInt8(cases.firstIndex(of: value)!))
    }
}

extension BinaryReader {
    mutating func read<Case>(among cases: [Case]) throws -> Case {
        let code = Int(try readByte())
        guard code < cases.count else { throw Malformed(offset: offset) }
        return cases[code]
    }
}

extension BinaryWriter {
    mutating func write(_ position: Position) {
        write(position.line)
        write(position.column)
    }

    mutating func write(_ parameters: [MemberFact.Parameter]) {
        write(UInt64(parameters.count))
        for parameter in parameters {
            write(parameter.label)
            write(parameter.name)
            write(parameter.type)
        }
    }
}

extension BinaryReader {
    /// A string, shared through the interner.
    mutating func readText(_ interner: FactInterner) throws -> String {
        interner.string(try readStringBytes())
    }

    /// A list of strings, shared through the interner by its encoded bytes.
    mutating func readList(_ interner: FactInterner) throws -> [String] {
        let start = offset
        try skipStrings()
        var list = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[start..<offset]))
        return try interner.list(list.bytes) { try list.readStrings() }
    }

    /// A member's attribute and modifier lists, shared through the interner by their encoded bytes.
    mutating func readDecorations(_ interner: FactInterner) throws -> MemberDecorations {
        let start = offset
        try skipStrings()
        try skipStrings()
        var lists = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[start..<offset]))
        return try interner.decorations(lists.bytes) {
            MemberDecorations(attributes: try lists.readList(interner), modifiers: try lists.readList(interner))
        }
    }

    /// A member's parameter list, shared through the interner by its encoded bytes.
    mutating func readParameters(_ interner: FactInterner) throws -> [MemberFact.Parameter] {
        let start = offset
        let count = try readCount()
        for _ in 0..<(count * 3) { _ = try readStringBytes() }
        var list = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[start..<offset]))
        return try interner.parameters(list.bytes) {
            try list.list { MemberFact.Parameter(label: try $0.readText(interner), name: try $0.readText(interner), type: try $0.readText(interner)) }
        }
    }

    mutating func readPosition() throws -> Position {
        Position(line: try readInt32(), column: try readInt32())
    }

    mutating func list<T>(_ element: (inout BinaryReader) throws -> T) throws -> [T] {
        let count = try readCount()
        var result: [T] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try element(&self)) }
        return result
    }

    /// An index into a table of `count` entries.
    mutating func index(below count: Int32) throws -> Int32 {
        let value = try readInt32()
        guard value >= 0, value < count else { throw Malformed(offset: offset) }
        return value
    }

    /// A declaration index or -1 (file level).
    mutating func owner(below count: Int32) throws -> Int32 {
        let value = try readInt32()
        guard value >= -1, value < count else { throw Malformed(offset: offset) }
        return value
    }
}

extension BinaryWriter {
    mutating func write(conditional attributes: [ConditionalAttribute]) {
        write(UInt64(attributes.count))
        for attribute in attributes {
            write(attribute.text)
            write(attribute.conditions)
        }
    }
}

extension BinaryReader {
    mutating func readConditionalAttributes(_ interner: FactInterner) throws -> [ConditionalAttribute] {
        try list { ConditionalAttribute(text: try $0.readText(interner), conditions: try $0.readList(interner)) }
    }
}
