import ArchlintLexer

// Declaration headers: attributes and modifiers, types, imports and members. Each reader looks
// ahead from the declaration's first token, records the fact, and hands back the index where the
// main loop resumes, so references inside headers are still seen exactly once.

extension ExtractionPass {
    /// Reads a declaration whose first token (attribute, modifier or keyword) is at `start`;
    /// nil when none starts there.
    func declaration(startingAt start: Int) -> Int? {
        // The keyword after the attributes and modifiers first: most statements that start with a
        // modifier or a `let` declare nothing recorded (locals in code), and are given up before
        // anything is made.
        var index = start
        while index < tokens.count, let (_, end) = headerPart(at: index) { index = end }
        guard index < tokens.count, let reader = reader(forKeywordAt: index) else { return nil }
        // The header's parts as token ranges, in the pass's buffers, taken for the call (a nested
        // call would start new ones).
        var parts: [(kind: HeaderPart, start: Int, end: Int)] = []
        var attributes: [String] = []
        var modifiers: [String] = []
        swap(&parts, &headerParts)
        swap(&attributes, &headerAttributes)
        swap(&modifiers, &headerModifiers)
        defer {
            swap(&parts, &headerParts)
            swap(&attributes, &headerAttributes)
            swap(&modifiers, &headerModifiers)
        }
        parts.removeAllKeepingCapacity()
        var partStart = start
        while partStart < index, let (kind, end) = headerPart(at: partStart) {
            parts.append((kind, partStart, end))
            partStart = end
        }
        let begin = startIncludingConditionalAttributes(start)
        attributes.removeAllKeepingCapacity()
        modifiers.removeAllKeepingCapacity()
        var conditionalAttributes = begin < start ? self.conditionalAttributes(from: begin, to: start) : []
        for part in parts {
            switch part.kind {
            case .attribute: attributes.append(text(from: part.start, to: part.end))
            case .conditionalAttributes: conditionalAttributes += self.conditionalAttributes(from: part.start, to: part.end)
            case .modifier: modifiers.append(modifierText(from: part.start, to: part.end))
            }
        }
        let header = Header(
            start: begin, keyword: index, attributes: interner.intern(attributes), modifiers: interner.intern(modifiers),
            conditionalAttributes: conditionalAttributes)
        let next = read(reader, header)
        // The main loop resumes after the attributes of a declaration: their arguments are read here.
        if next != nil {
            for part in parts where part.kind == .attribute { recordReferencesInArguments(ofAttributeAt: part.start, end: part.end) }
        }
        return next
    }

    /// A modifier as text: one keyword (`public`, `static`) is its spelling from a table, not
    /// made from the source again; `private(set)` is made as any text is.
    func modifierText(from start: Int, to end: Int) -> String {
        let token = tokens[start]
        if end == start + 1, token.keyword != .none, !token.flags.contains(.backticked) {
            let spelling = Self.keywordSpellings[Int(token.keyword.rawValue)]
            if spelling.utf8.count == token.length { return spelling }
        }
        return text(from: start, to: end)
    }

    /// Each keyword's text, by raw value.
    static let keywordSpellings = Keyword.allCases.map(\.text)

    /// The attribute, modifier or block of conditional attributes starting at `index`, and the
    /// index after it; nil when none does.
    func headerPart(at index: Int) -> (HeaderPart, end: Int)? {
        if tokens[index].kind == .atSign {
            return attributeEnd(at: index).map { (.attribute, $0) }
        }
        if tokens[index].keyword == .poundIf, let close = matchingEndif(from: index), holdsOnlyAttributes(from: index, to: close) {
            // `@testable #if DEBUG @_spi(Internal) #endif import X`: the block belongs to the declaration.
            return (.conditionalAttributes, close + 1)
        }
        return modifierEnd(at: index).map { (.modifier, $0) }
    }

    enum HeaderPart {
        case attribute, conditionalAttributes, modifier
    }

    /// What reads a declaration, by its keyword.
    enum DeclarationReader {
        case type(DeclarationFact.Kind)
        case `import`, property, function, freeFunction, initializer, `subscript`, enumCases, deinitializer
    }

    /// The reader of a declaration whose keyword is at `index`, where it stands (a `let` in code
    /// declares no member); nil when the keyword declares nothing recorded there.
    func reader(forKeywordAt index: Int) -> DeclarationReader? {
        let token = tokens[index]
        switch token.keyword {
        case .struct: return .type(.struct)
        case .enum: return .type(.enum)
        case .protocol: return .type(.protocol)
        case .extension: return .type(.extension)
        case .typealias: return .type(.typealias)
        case .class where isDeclarationName(index + 1): return .type(.class)
        case .actor where token.kind == .identifier && isActorDeclaration(index): return .type(.actor)
        case .import where scopes.count == 1: return .import
        case .var where inTypeBody, .let where inTypeBody: return .property
        case .func where inTypeBody: return .function
        case .func: return .freeFunction
        case .`init` where inTypeBody: return .initializer
        case .subscript where inTypeBody: return .subscript
        case .case where inTypeBody && currentTypeKind == .enum: return .enumCases
        case .deinit where inTypeBody: return .deinitializer
        default: return nil
        }
    }

    /// The declaration whose keyword is at `header.keyword`, read by `reader`.
    func read(_ reader: DeclarationReader, _ header: Header) -> Int? {
        switch reader {
        case .type(let kind): return typeDeclaration(kind, header)
        case .import: return importDeclaration(header)
        case .property: return property(header)
        case .function: return function(header)
        case .freeFunction: return freeFunction(header)
        case .initializer: return initializer(header)
        case .subscript: return subscriptDeclaration(header)
        case .enumCases: return enumCases(header)
        case .deinitializer: return deinitializer(header)
        }
    }

    /// Attributes may sit in `#if … #endif` blocks before a declaration; the compiler counts those
    /// blocks as part of it, so the declaration starts at the first such `#if`.
    func startIncludingConditionalAttributes(_ start: Int) -> Int {
        var begin = start
        while begin > 0, tokens[begin - 1].keyword == .poundEndif {
            var depth = 0
            var index = begin - 1
            var open: Int? = nil
            while index >= 0 {
                let token = tokens[index]
                if token.keyword == .poundEndif { depth += 1 }
                if token.keyword == .poundIf {
                    depth -= 1
                    if depth == 0 {
                        open = index
                        break
                    }
                }
                index -= 1
            }
            guard let open, holdsOnlyAttributes(from: open, to: begin - 1) else { break }
            begin = open
        }
        return begin
    }

    /// The `#endif` closing the `#if` at `open`, or nil when the file ends first.
    func matchingEndif(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].keyword {
            case .poundIf: depth += 1
            case .poundEndif:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The attributes in the `#if` blocks between `start` and `end`, each with the conditions of
    /// the clauses enclosing it there.
    func conditionalAttributes(from start: Int, to end: Int) -> [ConditionalAttribute] {
        var result: [ConditionalAttribute] = []
        var clauses: [[String]] = []  // per open `#if`: the conditions of its clauses so far
        var active: [[String]] = []  // per open `#if`: what holds in the current clause
        var index = start
        while index < end {
            let token = tokens[index]
            switch token.keyword {
            case .poundIf, .poundElseif:
                let lineEnd = endOfLine(after: index)
                let condition = text(from: index + 1, to: lineEnd)
                if token.keyword == .poundIf || clauses.isEmpty {
                    clauses.append([condition])
                    active.append([condition])
                } else {
                    active[active.count - 1] = clauses[clauses.count - 1].map(negated) + [condition]
                    clauses[clauses.count - 1].append(condition)
                }
                index = lineEnd
            case .poundElse:
                if !clauses.isEmpty { active[active.count - 1] = clauses[clauses.count - 1].map(negated) }
                index += 1
            case .poundEndif:
                if !clauses.isEmpty {
                    clauses.removeLast()
                    active.removeLast()
                }
                index += 1
            default:
                if token.kind == .atSign, let attributeEnd = attributeEnd(at: index) {
                    result.append(ConditionalAttribute(
                        text: text(from: index, to: attributeEnd), conditions: interner.intern(active.flatMap { $0 })))
                    index = attributeEnd
                } else {
                    index += 1
                }
            }
        }
        return result
    }

    /// Whether the tokens between a `#if` and its `#endif` are only directives, their conditions
    /// and attributes.
    func holdsOnlyAttributes(from open: Int, to close: Int) -> Bool {
        var index = open
        var sawAttribute = false
        while index < close {
            let token = tokens[index]
            if token.kind == .poundKeyword, token.keyword.isPoundDirective {
                index = token.keyword == .poundIf || token.keyword == .poundElseif ? endOfLine(after: index) : index + 1
            } else if token.kind == .atSign, let end = attributeEnd(at: index) {
                sawAttribute = true
                index = end
            } else {
                return false
            }
        }
        return sawAttribute
    }

    struct Header {
        var start: Int
        var keyword: Int
        var attributes: [String]
        var modifiers: [String]
        var conditionalAttributes: [ConditionalAttribute] = []
    }

    var currentTypeKind: DeclarationFact.Kind? {
        guard case .type(let declaration) = scope.kind else { return nil }
        return declarations[Int(declaration)].kind
    }

    func position(_ index: Int) -> Position {
        Position(line: tokens[index].line, column: tokens[index].column)
    }

    func isDeclarationName(_ index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .identifier && !Self.isModifier(token.keyword)
    }

    func isActorDeclaration(_ index: Int) -> Bool {
        guard isDeclarationName(index + 1), index + 2 < tokens.count else { return false }
        let next = tokens[index + 2]
        return next.kind == .leftBrace || next.kind == .colon || next.keyword == .where || isOpenAngle(index + 2)
    }

    // MARK: Attributes and modifiers

    /// Declaration modifiers (`class` aside, which is one only before another declaration keyword).
    static func isModifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .public, .private, .fileprivate, .internal, .static, .open, .package, .final, .override, .required,
            .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .indirect,
            .nonisolated, .distributed, .prefix, .postfix, .infix, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    /// `@Name`, `@Module.Name`, `@Name<T>`, `@Name(arguments)` (the parenthesis written right after).
    func attributeEnd(at index: Int) -> Int? {
        var next = index + 1
        guard next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .keyword else { return nil }
        next += 1
        while next + 1 < tokens.count, tokens[next].kind == .period, !tokens[next].hasLeadingTrivia,
            tokens[next + 1].kind == .identifier
        {
            next += 2
        }
        if next < tokens.count, isOpenAngle(next), !tokens[next].hasLeadingTrivia {
            next = angleClauseEnd(from: next)
        }
        if next < tokens.count, tokens[next].kind == .leftParen, !tokens[next].hasLeadingTrivia {
            next = matchingClose(from: next) + 1
        }
        return next
    }

    /// Attributes whose arguments are not code: platform and language versions, symbol names.
    static let attributesWithoutCodeArguments: Set<String> = [
        "available", "objc", "_silgen_name", "_cdecl", "_spi", "_spi_available", "inline", "backDeployed",
        "_originallyDefinedIn", "_specialize", "_effects", "_semantics", "_implements", "_dynamicReplacement",
        "_documentation", "_expose", "_section", "_used", "_extern", "export", "warn", "diagnose",
    ]

    /// Names used in the arguments of a declaration's attribute (`@Environment(AuthManager.self)`,
    /// `@Query(filter: #Predicate<Item> { … })`) are references of the declaration.
    func recordReferencesInArguments(ofAttributeAt index: Int, end: Int) {
        // The parenthesis first: most attributes have no arguments, and their names need not be
        // made into text and hashed.
        guard index + 1 < end, let open = (index + 1..<end).first(where: { tokens[$0].kind == .leftParen }),
            !Self.attributesWithoutCodeArguments.contains(unescapedText(tokens[index + 1]))
        else { return }
        for position in (open + 1)..<end where tokens[position].kind == .identifier {
            if tokens[position - 1].kind == .period {
                if isImplicitMember(dotAt: position - 1) { recordMemberName(at: position) }  // `@Dependency(\.fileClient)`
            } else if base[Int(tokens[position].start)] &- 65 < 26 {
                recordReference(at: position)
            }
        }
    }

    /// A modifier and its `(set)`-style detail; a contextual word counts only when a declaration
    /// part follows it, so `lazy.load()` stays an expression.
    func modifierEnd(at index: Int) -> Int? {
        let token = tokens[index]
        guard index + 1 < tokens.count else { return nil }
        let next = tokens[index + 1]
        if token.keyword == .class {
            // `class func`, `class var`, `class override func`: a modifier, not a class.
            guard next.kind == .keyword || Self.isModifier(next.keyword) else { return nil }
            switch next.keyword {
            case .func, .var, .let, .subscript, .typealias: return index + 1
            default: return Self.isModifier(next.keyword) ? index + 1 : nil
            }
        }
        guard Self.isModifier(token.keyword) else { return nil }
        if next.kind == .leftParen, !next.hasLeadingTrivia, index + 3 < tokens.count,
            tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .rightParen
        {
            return index + 4
        }
        if token.kind == .keyword { return index + 1 }
        switch next.kind {
        case .keyword, .atSign:
            return index + 1
        case .identifier where next.keyword != .none:
            return index + 1
        default:
            return nil
        }
    }

    // MARK: Types

    func typeDeclaration(_ kind: DeclarationFact.Kind, _ header: Header) -> Int? {
        let nameIndex = header.keyword + 1
        guard nameIndex < tokens.count else { return nil }
        var nameEnd: Int
        var name: String
        if kind == .extension {
            nameEnd = typeExpressionEnd(from: nameIndex)
            guard nameEnd > nameIndex else { return nil }
            name = text(from: nameIndex, to: nameEnd)
        } else {
            guard tokens[nameIndex].kind == .identifier else { return nil }
            name = unescapedText(tokens[nameIndex])
            nameEnd = nameIndex + 1
            markDeclaredName(nameIndex)
            headerGenerics = []
            if nameEnd < tokens.count, isOpenAngle(nameEnd) {
                nameEnd = genericParameterClauseEnd(from: nameEnd)
            }
        }
        let generics = kind == .extension ? [] : headerGenerics
        let declarationIndex = Int32(declarations.count)
        let parent = owner
        let nestingDepth = parent >= 0 ? typeNestingDepths[Int(parent)] + 1 : 0
        guard nestingDepth < Self.nestingLimit else {
            noteDeepNesting(at: nameIndex)
            return nil
        }
        // A typealias given up on left its depth at this index; the next type takes its place.
        if typeNestingDepths.count > Int(declarationIndex) {
            typeNestingDepths[Int(declarationIndex)] = nestingDepth
        } else {
            typeNestingDepths.append(nestingDepth)
        }
        // Enclosing extensions contribute their type without generic arguments.
        let qualifiedName = parent >= 0 ? Self.removingGenericArguments(declarations[Int(parent)].qualifiedName) + "." + name : name
        var fact = DeclarationFact(
            name: name, qualifiedName: qualifiedName, inherits: [], attributes: header.attributes,
            modifiers: header.modifiers, start: position(header.start), namePosition: position(nameIndex),
            endLine: tokens[nameIndex].line, conditionSet: conditionSet, parent: parent, kind: kind, aliasedType: nil, members: [])
        fact.typeParameters = generics
        fact.conditionalAttributes = header.conditionalAttributes
        var next = nameEnd
        if kind == .typealias {
            guard next < tokens.count, tokens[next].kind == .equal else { return nil }
            let valueEnd = statementEnd(from: next + 1)
            fact.aliasedType = text(from: next + 1, to: valueEnd)
            fact.endLine = tokens[max(valueEnd - 1, next)].line
            declarations.append(fact)
            signatureEnd = valueEnd
            useGenerics(generics, until: valueEnd, body: nil)
            // The generic clause and the aliased type are read by the main loop: their names are references.
            return nameIndex + 1
        }
        if next < tokens.count, tokens[next].kind == .colon {
            next += 1
            var entryStart = next
            var depth = 0
            while next < tokens.count {
                let token = tokens[next]
                if depth == 0 {
                    if token.kind == .comma || token.kind == .leftBrace || token.keyword == .where
                        || (next > entryStart && isStatementBoundary(next))
                    {
                        if next > entryStart {
                            fact.inherits.append(TypeMention(text: text(from: entryStart, to: next), position: position(entryStart)))
                        }
                        if token.kind != .comma { break }
                        entryStart = next + 1
                    }
                }
                depth += depthChange(token) + angleChange(token)
                if depth < 0 { break }
                next += 1
            }
        }
        // The body starts at the first `{` outside brackets, after any `where` clause (whose
        // requirements may continue over several lines).
        var depth = 0
        var inWhereClause = false
        while next < tokens.count {
            let token = tokens[next]
            if depth == 0 {
                if token.kind == .leftBrace {
                    pendingBrace = (next, .type(declarationIndex))
                    break
                }
                if token.keyword == .where { inWhereClause = true }
                if token.kind == .rightBrace || token.kind == .semicolon || (!inWhereClause && isStatementBoundary(next)) {
                    break
                }
            }
            depth += depthChange(token)
            if depth < 0 { break }
            next += 1
        }
        declarations.append(fact)
        signatureEnd = next
        useGenerics(generics, until: next, body: pendingBrace?.index == next ? next : nil)
        // The extended type of an extension is a reference; the declared name of a type is not
        // (the main loop skips it), and constraints in its generic clause are.
        return kind == .extension ? nameIndex : nameIndex + 1
    }

    /// Generic parameters hold in a declaration's header (until `end`) and its body.
    func useGenerics(_ names: [String], until end: Int, body: Int?) {
        headerGenerics = names
        headerGenericsEnd = end
        if let body, !names.isEmpty { pendingGenerics = (body, names) }
    }

    /// `Name`, `Module.Name`, `Name<Arguments>`, `[Element]`: the type an extension extends.
    func typeExpressionEnd(from start: Int) -> Int {
        var next = start
        guard next < tokens.count else { return start }
        if tokens[next].kind == .leftSquare {
            return matchingClose(from: next) + 1
        }
        guard tokens[next].kind == .identifier || tokens[next].kind == .keyword else { return start }
        next += 1
        while next < tokens.count {
            if isOpenAngle(next), !tokens[next].hasLeadingTrivia {
                next = angleClauseEnd(from: next)
            } else if tokens[next].kind == .postfixQuestionMark || tokens[next].kind == .exclamationMark, !tokens[next].hasLeadingTrivia {
                next += 1  // `extension String?`
            } else if next + 1 < tokens.count, tokens[next].kind == .period,
                tokens[next + 1].kind == .identifier || tokens[next + 1].kind == .keyword
            {
                next += 2
            } else {
                break
            }
        }
        return next
    }

    static func removingGenericArguments(_ text: String) -> String {
        // Byte searches: Foundation's `contains` bridges to NSString for a one-byte question.
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        if !text.utf8.contains(where: { $0 >= 0x80 }) {
            // ASCII, byte by byte (a Character is a byte there).
            var depth = 0
            var bytes: [UInt8] = []
            for byte in text.utf8 {
                if byte == 60 {
                    depth += 1
                } else if byte == 62 {
                    depth = max(0, depth - 1)
                } else if depth == 0 {
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        var depth = 0
        for character in text {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }

    /// `<T: P, each U>`: the parameter names are declared here, the constraints are references.
    /// The end of `<T: P, each U>`; its names are declared (not references) and kept in
    /// `headerGenerics` for the declaration being read.
    func genericParameterClauseEnd(from open: Int) -> Int {
        let end = angleClauseEnd(from: open)
        var index = open + 1
        var expectName = true
        var depth = 0
        headerGenerics = []
        while index < end - 1 {
            let token = tokens[index]
            if depth == 0, expectName, token.kind == .identifier {
                if token.keyword == .each, index + 1 < end - 1, tokens[index + 1].kind == .identifier {
                    index += 1
                }
                markDeclaredName(index)
                headerGenerics.append(unescapedText(tokens[index]))
                expectName = false
            } else if depth == 0, token.kind == .comma {
                expectName = true
            }
            depth += depthChange(token) + angleChange(token)
            index += 1
        }
        return end
    }

    // MARK: Imports

    func importDeclaration(_ header: Header) -> Int {
        var next = header.keyword + 1
        var kind: String? = nil
        if next < tokens.count, tokens[next].kind == .keyword {
            switch tokens[next].keyword {
            case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func:
                kind = tokenText(tokens[next])
                next += 1
            default:
                break
            }
        }
        var components: [String] = []
        while next < tokens.count {
            let token = tokens[next]
            guard token.kind == .identifier || token.kind == .keyword || token.isOperator || token.kind == .dollarIdentifier
            else { break }
            components.append(unescapedText(token))
            next += 1
            guard next + 1 < tokens.count, tokens[next].kind == .period, !tokens[next + 1].startsLine else { break }
            next += 1
        }
        guard let module = components.first else { return next }
        let access = header.modifiers.first { ["public", "package", "internal", "fileprivate", "private", "open"].contains($0) }
        facts.imports.append(ImportFact(
            module: module, path: components.joined(separator: "."), kind: kind, attributes: header.attributes,
            access: access, position: position(header.start), conditionSet: conditionSet, conditionalAttributes: header.conditionalAttributes))
        return next
    }

    // MARK: Members

    /// Files a member under the type being read: moved into the pass's buffer, not copied.
    func appendMember(_ member: consuming MemberFact, bodyBrace: Int?) {
        guard case .type(let declaration) = scope.kind else { return }
        if let bodyBrace {
            pendingBrace = (bodyBrace, .member(Int32(members.count)))
        }
        members.append(member)
        memberOwners.append(declaration)
    }

    func newMember(_ kind: MemberFact.Kind, _ name: String, _ header: Header) -> MemberFact {
        MemberFact(
            kind: kind, name: name, position: position(header.start), endLine: tokens[header.keyword].line,
            decorations: interner.decorations(attributes: header.attributes, modifiers: header.modifiers))
    }

    func property(_ header: Header) -> Int? {
        let isRequirement = currentTypeKind == .protocol
        let isMutable = tokens[header.keyword].keyword == .var
        var next = header.keyword + 1
        var firstTypeEnd: Int? = nil
        // The pass's buffer, taken for the call (a nested call would start a new one).
        var names: [String] = []
        swap(&names, &bindingNames)
        defer { swap(&names, &bindingNames) }
        while next < tokens.count {
            names.removeAllKeepingCapacity()
            switch tokens[next].kind {
            case .identifier, .wildcard:
                names.append(unescapedText(tokens[next]))
                markDeclaredName(next)
                next += 1
            case .leftParen:
                let close = matchingClose(from: next)
                for inner in (next + 1)..<max(close, next + 1) where tokens[inner].kind == .identifier {
                    names.append(unescapedText(tokens[inner]))
                    markDeclaredName(inner)
                }
                next = close + 1
            default:
                return names.isEmpty && next == header.keyword + 1 ? nil : next
            }
            // Named after each binding below.
            var member = newMember(.property, names.first ?? "", header)
            member.position = position(header.start)
            member.isMutable = isMutable
            member.isStored = !isRequirement
            if next < tokens.count, tokens[next].kind == .colon {
                let typeStart = next + 1
                next = typeEnd(from: typeStart)
                member.type = text(from: typeStart, to: next)
                if firstTypeEnd == nil { firstTypeEnd = next }
            }
            var hasInitializer = false
            if next < tokens.count, tokens[next].kind == .equal {
                hasInitializer = true
                let expressionStart = next + 1
                next = expressionEnd(from: expressionStart)
                if member.type == nil, let inferred = inferredType(from: expressionStart, to: next) {
                    member.type = inferred
                    member.typeIsInferred = true
                }
            }
            var bodyBrace: Int? = nil
            if next < tokens.count, tokens[next].kind == .leftBrace {
                let isObserverBlock = next + 1 < tokens.count && (tokens[next + 1].keyword == .willSet || tokens[next + 1].keyword == .didSet)
                if isObserverBlock || !hasInitializer {
                    bodyBrace = next
                    // Accessors without observers make a computed property (or a requirement).
                    if !isObserverBlock { member.isStored = false }
                }
            }
            // A binding per name (`var a, b: Int`), the last one the member itself.
            if !names.isEmpty {
                for name in names.dropLast() {
                    var binding = member
                    binding.name = name
                    appendMember(binding, bodyBrace: nil)
                }
                member.name = names[names.count - 1]
                appendMember(member, bodyBrace: names.count == 1 ? bodyBrace : nil)
            }
            if bodyBrace == nil, next < tokens.count, tokens[next].kind == .comma {
                next += 1
                continue
            }
            break
        }
        signatureEnd = firstTypeEnd ?? header.keyword
        return header.keyword + 1
    }

    func function(_ header: Header) -> Int? {
        var next = header.keyword + 1
        guard next < tokens.count else { return nil }
        let nameToken = tokens[next]
        guard nameToken.kind == .identifier || nameToken.isOperator || nameToken.kind == .keyword
            || nameToken.kind == .equal || nameToken.kind == .exclamationMark || nameToken.kind == .postfixQuestionMark
            || nameToken.kind == .infixQuestionMark || nameToken.kind == .prefixAmpersand
        else { return nil }
        let member = newMember(.function, unescapedText(nameToken), header)
        if nameToken.kind == .identifier { markDeclaredName(next) }
        next += 1
        headerGenerics = []
        if next < tokens.count, isOpenAngle(next) { next = genericParameterClauseEnd(from: next) }
        return functionSignature(consume member, from: next, header: header)
    }

    /// A function outside a type (global or local): not a member, but its name is declared and
    /// its generic parameters hold in its signature and body.
    func freeFunction(_ header: Header) -> Int? {
        var next = header.keyword + 1
        guard next < tokens.count, tokens[next].kind == .identifier else { return nil }
        markDeclaredName(next)
        next += 1
        headerGenerics = []
        if next < tokens.count, isOpenAngle(next) { next = genericParameterClauseEnd(from: next) }
        var depth = 0
        while next < tokens.count {
            let token = tokens[next]
            if depth == 0, token.kind == .leftBrace || token.kind == .rightBrace || isStatementBoundary(next) { break }
            depth += depthChange(token)
            next += 1
        }
        useGenerics(headerGenerics, until: next, body: next < tokens.count && tokens[next].kind == .leftBrace ? next : nil)
        return header.keyword + 1
    }

    func initializer(_ header: Header) -> Int? {
        var next = header.keyword + 1
        let member = newMember(.initializer, "init", header)
        if next < tokens.count, tokens[next].kind == .postfixQuestionMark || tokens[next].kind == .exclamationMark {
            next += 1
        }
        headerGenerics = []
        if next < tokens.count, isOpenAngle(next) { next = genericParameterClauseEnd(from: next) }
        guard next < tokens.count, tokens[next].kind == .leftParen else { return nil }
        return functionSignature(consume member, from: next, header: header)
    }

    func subscriptDeclaration(_ header: Header) -> Int? {
        var next = header.keyword + 1
        let member = newMember(.subscript, "subscript", header)
        headerGenerics = []
        if next < tokens.count, isOpenAngle(next) { next = genericParameterClauseEnd(from: next) }
        guard next < tokens.count, tokens[next].kind == .leftParen else { return nil }
        return functionSignature(consume member, from: next, header: header)
    }

    func deinitializer(_ header: Header) -> Int? {
        let member = newMember(.deinitializer, "deinit", header)
        let next = header.keyword + 1
        appendMember(consume member, bodyBrace: next < tokens.count && tokens[next].kind == .leftBrace ? next : nil)
        return next
    }

    /// Parameters, effects, return type and body of a function, initializer or subscript.
    func functionSignature(_ member: consuming MemberFact, from parametersStart: Int, header: Header) -> Int? {
        var next = parametersStart
        if next < tokens.count, tokens[next].kind == .leftParen {
            let close = matchingClose(from: next)
            member.parameters = parameters(from: next, to: close)
            next = close + 1
        }
        while next < tokens.count {
            let token = tokens[next]
            if token.keyword == .async || (token.kind == .identifier && equals(token, "reasync")) {
                member.isAsync = true
                next += 1
            } else if token.keyword == .throws || token.keyword == .rethrows {
                member.isThrowing = true
                next += 1
                if next < tokens.count, tokens[next].kind == .leftParen, !tokens[next].hasLeadingTrivia {
                    next = matchingClose(from: next) + 1
                }
            } else {
                break
            }
        }
        if next < tokens.count, tokens[next].kind == .arrow {
            let returnStart = next + 1
            next = typeEnd(from: returnStart, stopAtWhere: true)
            member.returnType = text(from: returnStart, to: next)
        }
        if next < tokens.count, tokens[next].keyword == .where {
            var depth = 0
            next += 1
            while next < tokens.count {
                let token = tokens[next]
                if depth == 0, token.kind == .leftBrace || token.kind == .rightBrace || isStatementBoundary(next) { break }
                depth += depthChange(token)
                next += 1
            }
        }
        let bodyBrace = next < tokens.count && tokens[next].kind == .leftBrace ? next : nil
        appendMember(consume member, bodyBrace: bodyBrace)
        signatureEnd = next
        useGenerics(headerGenerics, until: next, body: bodyBrace)
        return header.keyword + 1
    }

    /// `label name: Type = default`, split at the top-level commas between `(` and `)`; with
    /// `unlabeled`, an entry may be a type alone (an enum case's associated value `(Int)`).
    /// Shared with lists written the same way before (two thirds of a repository's lists repeat
    /// one), which are not parsed again: the tokens of the same bytes are the same.
    func parameters(from open: Int, to close: Int, unlabeled: Bool = false) -> [MemberFact.Parameter] {
        guard close > open else { return parseParameters(from: open, to: close, unlabeled: unlabeled) }
        let start = Int(tokens[open].start)
        let written = UnsafeRawBufferPointer(start: base + start, count: Int(tokens[close].end) - start)
        // Of exactly its size: every member with this list shares the array as it is.
        return interner.parameters(written: written, unlabeled: unlabeled) { parseParameters(from: open, to: close, unlabeled: unlabeled).exactCopy() }
    }

    private func parseParameters(from open: Int, to close: Int, unlabeled: Bool) -> [MemberFact.Parameter] {
        var result: [MemberFact.Parameter] = []
        var entryStart = open + 1
        var depth = 0
        var index = open + 1
        while index <= close {
            let token = tokens[index]
            if index == close || (depth == 0 && token.kind == .comma) {
                if let parameter = parameter(from: entryStart, to: index, unlabeled: unlabeled) { result.append(parameter) }
                entryStart = index + 1
            } else {
                depth += depthChange(token)
            }
            index += 1
        }
        return result
    }

    func parameter(from start: Int, to end: Int, unlabeled: Bool = false) -> MemberFact.Parameter? {
        guard start < end else { return nil }
        var colon = start
        var depth = 0
        while colon < end, depth > 0 || tokens[colon].kind != .colon {
            depth += depthChange(tokens[colon])
            colon += 1
        }
        guard colon < end else {
            return unlabeled ? MemberFact.Parameter(label: "_", name: "_", type: text(from: start, to: end)) : nil
        }
        guard start < colon else { return nil }
        let first = unescapedText(tokens[start])
        var typeEndIndex = colon + 1
        depth = 0
        while typeEndIndex < end {
            let token = tokens[typeEndIndex]
            if depth == 0, token.kind == .equal { break }
            depth += depthChange(token)
            typeEndIndex += 1
        }
        let name = colon - start > 1 ? unescapedText(tokens[start + 1]) : first
        return MemberFact.Parameter(label: first, name: name, type: text(from: colon + 1, to: typeEndIndex))
    }

    func enumCases(_ header: Header) -> Int? {
        var next = header.keyword + 1
        var expectName = true
        var depth = 0
        while next < tokens.count {
            let token = tokens[next]
            if depth == 0 {
                if next > header.keyword + 1, isStatementBoundary(next) || token.kind == .rightBrace || token.kind == .semicolon { break }
                if expectName, token.kind == .identifier {
                    markDeclaredName(next)
                    var member = newMember(.enumCase, unescapedText(token), header)
                    member.position = position(next)
                    if next + 1 < tokens.count, tokens[next + 1].kind == .leftParen, !tokens[next + 1].hasLeadingTrivia {
                        member.parameters = parameters(from: next + 1, to: matchingClose(from: next + 1), unlabeled: true)
                    }
                    appendMember(member, bodyBrace: nil)
                    expectName = false
                } else if token.kind == .comma {
                    expectName = true
                }
            }
            depth += depthChange(token)
            if depth < 0 { break }
            next += 1
        }
        return header.keyword + 1
    }

    // MARK: Extents

    /// +1 for an opening bracket, -1 for a closing one (parentheses, square brackets, braces).
    @inline(__always)
    func depthChange(_ token: Token) -> Int {
        switch token.kind {
        case .leftParen, .leftSquare, .leftBrace, .stringHead: return 1
        case .rightParen, .rightSquare, .rightBrace, .stringTail: return -1
        default: return 0
        }
    }

    /// Net `<` minus `>` in an operator token (generic clauses arrive as operators).
    @inline(__always)
    func angleChange(_ token: Token) -> Int {
        guard token.isOperator else { return 0 }
        var change = 0
        for offset in Int(token.start)..<Int(token.end) {
            let byte = base[offset]
            if byte == 60 { change += 1 } else if byte == 62 { change -= 1 }
        }
        return change
    }

    func isOpenAngle(_ index: Int) -> Bool {
        let token = tokens[index]
        return token.isOperator && base[Int(token.start)] == 60
    }

    /// Index just past the `>` that closes the `<` at `open`.
    func angleClauseEnd(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            depth += angleChange(token)
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon || token.kind == .equal {
                return index
            }
            index += 1
            if depth <= 0 { return index }
        }
        return index
    }

    /// Index of the bracket closing the one at `open` (or the last token when it never closes).
    func matchingClose(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            depth += depthChange(tokens[index])
            if depth == 0 { return index }
            index += 1
        }
        return tokens.count - 1
    }

    /// A token on a new line that cannot continue the previous expression starts a new statement.
    func isStatementBoundary(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.startsLine else { return false }
        switch token.kind {
        case .period, .binaryOperator, .arrow, .infixQuestionMark, .colon, .comma, .equal, .rightParen,
            .rightSquare, .postfixQuestionMark, .exclamationMark, .postfixOperator:
            return false
        case .keyword:
            return token.keyword != .where && token.keyword != .throws && token.keyword != .rethrows && token.keyword != .as
                && token.keyword != .is
        case .identifier:
            return token.keyword != .async
        default:
            return true
        }
    }

    /// End of a type annotation: the first `=`, `{`, `,` or statement boundary outside brackets.
    func typeEnd(from start: Int, stopAtWhere: Bool = false) -> Int {
        scanEnd(from: start, nestsAngles: true) { index in
            let token = tokens[index]
            switch token.kind {
            case .equal, .leftBrace, .rightBrace, .comma, .semicolon: return true
            default: return (stopAtWhere && token.keyword == .where) || isStatementBoundary(index)
            }
        }
    }

    /// End of an initializer expression: a top-level `,`, `;`, `}`, statement boundary, or a
    /// `{ willSet/didSet }` block. Other braces are closures and belong to the expression.
    func expressionEnd(from start: Int) -> Int {
        scanEnd(from: start, nestsAngles: false) { index in
            switch tokens[index].kind {
            case .comma, .semicolon, .rightBrace: return true
            case .leftBrace: return index + 1 < tokens.count && (tokens[index + 1].keyword == .willSet || tokens[index + 1].keyword == .didSet)
            default: return isStatementBoundary(index)
            }
        }
    }

    /// End of a typealias value: a type, so generic angle brackets nest like parentheses.
    func statementEnd(from start: Int) -> Int {
        scanEnd(from: start, nestsAngles: true) { index in
            tokens[index].kind == .semicolon || tokens[index].kind == .rightBrace || isStatementBoundary(index)
        }
    }

    /// The first token after `start` at which `stops` holds outside brackets (angle brackets
    /// count as brackets when `nestsAngles`), or that closes a bracket opened before `start`.
    @inline(__always)
    func scanEnd(from start: Int, nestsAngles: Bool, stops: (Int) -> Bool) -> Int {
        var index = start
        var depth = 0
        while index < tokens.count {
            if depth == 0, index > start, stops(index) { return index }
            let token = tokens[index]
            depth += depthChange(token) + (nestsAngles ? angleChange(token) : 0)
            if depth < 0 { return index }
            index += 1
        }
        return index
    }

    /// `Foo(…)`, `Foo<T>(…)`, `Module.Foo(…)`, `Foo.init(…)`, `[Foo](…)`, `Foo { … }`: the type an
    /// initializer expression constructs, when it is one.
    func inferredType(from start: Int, to end: Int) -> String? {
        guard start < end else { return nil }
        if tokens[start].kind == .leftSquare {
            let close = matchingClose(from: start)
            if close + 1 < end, tokens[close + 1].kind == .leftParen { return text(from: start, to: close + 1) }
            return nil
        }
        guard tokens[start].kind == .identifier, base[Int(tokens[start].start)] &- 65 < 26 else { return nil }
        var last = start
        while last + 2 < end, tokens[last + 1].kind == .period, tokens[last + 2].kind == .identifier || tokens[last + 2].keyword == .`init` {
            last += 2
        }
        var typeEnd = last + 1
        if tokens[last].keyword == .`init` {
            typeEnd = last - 1
        } else if base[Int(tokens[last].start)] &- 65 >= 26 {
            return nil  // `Foo.make()` calls a factory; its type is not written here
        }
        var after = last + 1
        if after < end, isOpenAngle(after), !tokens[after].hasLeadingTrivia {
            after = angleClauseEnd(from: after)
            if tokens[last].keyword != .`init` { typeEnd = after }
        }
        guard after < end, tokens[after].kind == .leftParen || tokens[after].kind == .leftBrace else { return nil }
        return text(from: start, to: typeEnd)
    }
}
