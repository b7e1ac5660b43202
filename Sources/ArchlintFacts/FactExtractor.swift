import ArchlintBase
import ArchlintLexer

/// Reads the facts of Swift source files: imports, type declarations with their members,
/// references, string literals and `archlint:` comments.
///
/// One forward pass over the tokens with an explicit scope stack (no recursion, so no input can
/// exhaust the stack). Reusable: keep one extractor per thread; its lexer buffers are recycled.
public final class FactExtractor {
    private let lexer: Lexer
    /// Shares repeated texts among all the facts this extractor makes (or decodes).
    public let interner = FactInterner()
    /// One pass for every file: its stacks and tables keep their room from file to file.
    private let pass: ExtractionPass

    public init() {
        lexer = Lexer()
        pass = ExtractionPass(interner: interner)
    }

    /// The facts of one file's UTF-8 bytes. Tokens are dropped when this returns.
    public func extract(_ source: UnsafeBufferPointer<UInt8>) -> SourceFacts {
        let tokens = lexer.tokenize(source)
        let diagnostics = lexer.diagnostics.map {
            SourceDiagnostic(message: $0.kind.message, position: Position(line: $0.line, column: $0.column))
        }
        guard let base = source.baseAddress else {
            var facts = SourceFacts()
            facts.lineCount = lexer.lineCount
            facts.diagnostics = diagnostics
            return facts
        }
        pass.start(base: base, tokens: tokens)
        defer { pass.finish() }
        pass.facts.lineCount = lexer.lineCount
        pass.facts.diagnostics = diagnostics
        // The largest arrays grow in buffers kept from file to file; the facts get copies of
        // exactly their size, so extraction leaves no outgrown buffers behind in the heap. The
        // buffers are moved in and out: a second reference would make the first append copy one.
        swap(&pass.facts.references, &scratchReferences)
        swap(&pass.facts.strings, &scratchStrings)
        pass.run()
        pass.collectDirectives(lexer.comments)
        swap(&pass.facts.references, &scratchReferences)
        swap(&pass.facts.strings, &scratchStrings)
        pass.facts.references = scratchReferences.exactCopy()
        pass.facts.strings = scratchStrings.exactCopy()
        scratchReferences.removeAll(keepingStorageUpTo: Self.retainedScratchBytes)
        scratchStrings.removeAll(keepingStorageUpTo: Self.retainedScratchBytes)
        pass.facts.releaseUnusedCapacity()
        return pass.takeFacts()
    }

    private var scratchReferences: [ReferenceFact] = []
    private var scratchStrings: [StringLiteralFact] = []
    /// A scratch buffer grown past this for a large file is given back after it: each worker
    /// would otherwise hold the room of the largest file it read until the end of the lint.
    static let retainedScratchBytes = 1 << 18

    public func extract(_ text: String) -> SourceFacts {
        var text = text
        return text.withUTF8 { extract($0) }
    }
}

/// What a `{` opens.
enum ScopeKind {
    case file
    /// The body of a type declaration (its index).
    case type(Int32)
    /// The body of a member (its index among the file's members): a function, accessor block…
    case member(Int32)
    /// Any other block: closures, control flow, local functions.
    case code
}

struct Scope {
    var kind: ScopeKind
    /// Innermost enclosing type declaration, or -1.
    var owner: Int32
    /// Parenthesis depth when the scope opened: declarations start only at this depth.
    var parenDepth: Int32
    var inPreview: Bool
}

/// Generic parameters and associated types declared for a body (the scope at `depth` of the
/// stack): names that there denote no type of the repository. Kept apart from `Scope`, which
/// holds no reference, so reading the innermost scope retains nothing.
struct GenericNames {
    var depth: Int
    var names: [String]
}

/// `#if` / `#elseif` / `#else` clauses seen so far in one `#if … #endif` group.
struct ConditionGroup {
    var clauses: [String]
    var active: [String]
}

/// An interpolated string whose closing part has not been reached yet.
struct OpenString {
    var contentStart: Int
    var delimiterLength: Int
    var position: Position
    var owner: Int32
    var inPreview: Bool
    /// Whether its text is kept: not for strings nested past `ExtractionPass.nestingLimit`.
    var isRecorded = true
}

/// One file's extraction: the state of the forward pass over its tokens. A class, so the many
/// helpers reading tokens and state share it without copying it (a struct this size is copied,
/// arrays retained, at every call of a non-mutating method); one pass is used by one thread, so
/// its state needs no exclusivity checks.
final class ExtractionPass {
    /// The file being read (set by `start`).
    @exclusivity(unchecked) private(set) var base = UnsafePointer<UInt8>(bitPattern: 1)!
    @exclusivity(unchecked) private(set) var tokens = UnsafeBufferPointer<Token>(start: nil, count: 0)
    let interner: FactInterner
    @exclusivity(unchecked) var facts = SourceFacts()
    /// The file's type declarations, and all their members in the order read (with the index of
    /// the declaration of each): put together, at their exact sizes, once the file is read.
    let declarations = MoveBuffer<DeclarationFact>()
    let members = MoveBuffer<MemberFact>(capacity: 256)
    @exclusivity(unchecked) var memberOwners: [Int32] = []
    /// Where `collectDeclarations` sorts the members by declaration, kept from file to file.
    @exclusivity(unchecked) var memberRunStarts: [Int32] = []
    @exclusivity(unchecked) var membersByDeclaration: [Int32] = []

    @exclusivity(unchecked) var scopes: [Scope] = [ExtractionPass.fileScope]
    /// The generic names of the open scopes that declare some, innermost last.
    @exclusivity(unchecked) var scopeGenerics: [GenericNames] = []
    @exclusivity(unchecked) var parenDepth: Int32 = 0
    /// The `{` (token index) that opens the body of the declaration just read, and what it opens.
    @exclusivity(unchecked) var pendingBrace: (index: Int, kind: ScopeKind)? = nil
    /// A `#Preview` was seen: the next `{` at this depth is a preview body.
    @exclusivity(unchecked) var pendingPreviewDepth: Int32? = nil
    @exclusivity(unchecked) var conditionGroups: [ConditionGroup] = []
    @exclusivity(unchecked) var conditionSet: Int32 = 0
    @exclusivity(unchecked) var conditionSetIndex: [[String]: Int32] = [[]: 0]
    /// Per type declaration (by index), how many types enclose it.
    @exclusivity(unchecked) var typeNestingDepths: [Int] = []
    /// Nesting deeper than the limits was seen (and said once, as a diagnostic).
    @exclusivity(unchecked) var reportedDeepNesting = false
    @exclusivity(unchecked) var openStrings: [OpenString] = []
    @exclusivity(unchecked) var nameTable = NameTable()
    @exclusivity(unchecked) var memberNameTable = NameTable(capacity: 64)
    /// Indices of tokens that name what is being declared (not references), ascending.
    @exclusivity(unchecked) var declaredNameTokens: [Int] = []
    @exclusivity(unchecked) var declaredNameCursor = 0
    /// References before this token index sit in a declaration header.
    @exclusivity(unchecked) var signatureEnd = 0
    /// Generic parameters of the declaration whose header is being read, in force before
    /// `headerGenericsEnd`; then handed to its body (`pendingGenerics`, for the `{` at that index).
    @exclusivity(unchecked) var headerGenerics: [String] = []
    @exclusivity(unchecked) var headerGenericsEnd = 0
    @exclusivity(unchecked) var pendingGenerics: (index: Int, names: [String])? = nil
    /// Where `text(from:to:)` assembles a text before looking it up.
    @exclusivity(unchecked) var textScratch: [UInt8] = []
    /// A declaration header's parts, attributes and modifiers are collected in these, kept from
    /// one declaration to the next: a file has hundreds, and each new array was an allocation.
    @exclusivity(unchecked) var headerParts: [(kind: HeaderPart, start: Int, end: Int)] = []
    @exclusivity(unchecked) var headerAttributes: [String] = []
    @exclusivity(unchecked) var headerModifiers: [String] = []
    /// The names a property declaration binds (`let (a, b) = …`), kept the same way.
    @exclusivity(unchecked) var bindingNames: [String] = []

    init(interner: FactInterner) {
        self.interner = interner
    }

    static let fileScope = Scope(kind: .file, owner: -1, parenDepth: 0, inPreview: false)
    static let emptyConditionSetIndex: [[String]: Int32] = [[]: 0]

    /// Starts reading a file, `tokens` of the source at `base`; its facts start empty (as
    /// `finish()` leaves them).
    func start(base: UnsafePointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
        self.base = base
        self.tokens = tokens
    }

    /// The facts of the file read, leaving the pass without them (a copy kept here would make
    /// the caller's first change to them copy every array).
    func takeFacts() -> SourceFacts {
        var taken = SourceFacts()
        swap(&taken, &facts)
        return taken
    }

    /// Forgets the file read, keeping the room of the stacks and tables up to a limit (a huge
    /// file's is given back).
    func finish() {
        let limit = FactExtractor.retainedScratchBytes
        base = UnsafePointer<UInt8>(bitPattern: 1)!
        tokens = UnsafeBufferPointer(start: nil, count: 0)
        facts = SourceFacts()
        declarations.removeAll()
        members.removeAll()
        memberOwners.removeAll(keepingStorageUpTo: limit)
        scopes.removeAll(keepingStorageUpTo: limit)
        scopes.append(Self.fileScope)
        scopeGenerics.removeAll(keepingStorageUpTo: limit)
        parenDepth = 0
        pendingBrace = nil
        pendingPreviewDepth = nil
        conditionGroups.removeAll(keepingStorageUpTo: limit)
        conditionSet = 0
        if conditionSetIndex.count > 1 { conditionSetIndex = Self.emptyConditionSetIndex }
        typeNestingDepths.removeAll(keepingStorageUpTo: limit)
        reportedDeepNesting = false
        openStrings.removeAll(keepingStorageUpTo: limit)
        nameTable.removeAll()
        memberNameTable.removeAll()
        declaredNameTokens.removeAll(keepingStorageUpTo: limit)
        declaredNameCursor = 0
        signatureEnd = 0
        headerGenerics = []
        headerGenericsEnd = 0
        pendingGenerics = nil
    }

    var scope: Scope { scopes[scopes.count - 1] }
    var owner: Int32 { scope.owner }

    // MARK: Main loop

    func run() {
        var index = 0
        let count = tokens.count
        while index < count {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                openBrace(at: index)
                index += 1
            case .rightBrace:
                closeBrace(at: index)
                index += 1
            case .leftParen, .leftSquare:
                parenDepth += 1
                index += 1
            case .rightParen, .rightSquare:
                if parenDepth > scope.parenDepth { parenDepth -= 1 }
                index += 1
            case .identifier:
                index = identifier(at: index)
            case .keyword:
                index = keyword(at: index)
            case .atSign:
                index = attribute(at: index)
            case .poundKeyword:
                index = directive(at: index)
            case .stringLiteral, .stringHead, .stringTail:
                string(at: index)
                index += 1
            default:
                index += 1
            }
        }
        let lastLine = tokens.last?.line ?? 1
        while scopes.count > 1 { closeScope(endLine: lastLine) }
        collectDeclarations()
        facts.names = nameTable.strings(interner)
        facts.memberNames = memberNameTable.strings(interner)
    }

    /// Moves the members into their declarations (in the order read) and the declarations into
    /// the facts, each array of its exact size.
    func collectDeclarations() {
        let declarationCount = declarations.count
        if members.count > 0 {
            // A counting sort by declaration: where each one's run starts, then the runs.
            memberRunStarts.removeAll(keepingCapacity: true)
            memberRunStarts.append(contentsOf: repeatElement(0, count: declarationCount + 1))
            for owner in memberOwners { memberRunStarts[Int(owner) + 1] += 1 }
            for declaration in 0..<declarationCount { memberRunStarts[declaration + 1] += memberRunStarts[declaration] }
            membersByDeclaration.removeAll(keepingCapacity: true)
            membersByDeclaration.append(contentsOf: repeatElement(0, count: members.count))
            var next = memberRunStarts
            for (member, owner) in memberOwners.enumerated() {
                membersByDeclaration[Int(next[Int(owner)])] = Int32(member)
                next[Int(owner)] += 1
            }
            for declaration in 0..<declarationCount where memberRunStarts[declaration + 1] > memberRunStarts[declaration] {
                let run = Int(memberRunStarts[declaration])..<Int(memberRunStarts[declaration + 1])
                declarations[declaration].members = members.take(membersByDeclaration[run])
            }
            members.forgetTaken()
            memberOwners.removeAll(keepingCapacity: true)
        }
        facts.declarations = declarations.takeAll()
    }

    // MARK: Scopes

    func openBrace(at index: Int) {
        var kind = ScopeKind.code
        if let pending = pendingBrace, pending.index == index {
            kind = pending.kind
            pendingBrace = nil
        }
        var inPreview = scope.inPreview
        if let depth = pendingPreviewDepth, depth == parenDepth {
            inPreview = true
            pendingPreviewDepth = nil
        }
        var owner = scope.owner
        if case .type(let declaration) = kind { owner = declaration }
        if let pending = pendingGenerics, pending.index == index {
            scopeGenerics.append(GenericNames(depth: scopes.count, names: pending.names))
            pendingGenerics = nil
        }
        scopes.append(Scope(kind: kind, owner: owner, parenDepth: parenDepth, inPreview: inPreview))
    }

    func closeBrace(at index: Int) {
        guard scopes.count > 1 else { return }  // a stray `}`: nothing to close
        closeScope(endLine: tokens[index].line)
    }

    func closeScope(endLine: Int32) {
        let closed = scopes.removeLast()
        if let innermost = scopeGenerics.last, innermost.depth == scopes.count { scopeGenerics.removeLast() }
        parenDepth = closed.parenDepth
        switch closed.kind {
        case .type(let declaration):
            declarations[Int(declaration)].endLine = endLine
        case .member(let member):
            members[Int(member)].endLine = endLine
        case .file, .code:
            break
        }
    }

    /// Whether a declaration can start at `index`: first token of a line or statement, at the
    /// parenthesis depth of the enclosing block.
    func isStatementStart(_ index: Int) -> Bool {
        guard parenDepth == scope.parenDepth else { return false }
        if index == 0 { return true }
        let token = tokens[index]
        if token.startsLine { return true }
        switch tokens[index - 1].kind {
        case .leftBrace, .rightBrace, .semicolon: return true
        default: return false
        }
    }

    var inTypeBody: Bool {
        if case .type = scope.kind { return true }
        return false
    }

    // MARK: Tokens

    func identifier(at index: Int) -> Int {
        let token = tokens[index]
        if token.keyword != .none, isStatementStart(index), let next = declaration(startingAt: index) {
            return next
        }
        if consumeDeclaredName(index) { return index + 1 }
        if index > 0, tokens[index - 1].kind == .period {
            if isImplicitMember(dotAt: index - 1) { recordMemberName(at: index) }
        } else if isTypeLike(token) || isFreeFunctionCall(index) {
            recordReference(at: index)
        }
        return index + 1
    }

    /// `Name`, `` `Name` ``, `_Name`: how type names are spelled.
    func isTypeLike(_ token: Token) -> Bool {
        var offset = Int(token.start)
        let end = Int(token.end)
        if base[offset] == 96 { offset += 1 }  // a backtick
        if offset < end, base[offset] == 95 { offset += 1 }  // `_`
        return offset < end && base[offset] &- 65 < 26
    }

    /// `print(…)`, `fatalError(…)`: a call of a lower-case name that is not a member, so a rule
    /// can forbid a free function.
    func isFreeFunctionCall(_ index: Int) -> Bool {
        guard tokens[index].keyword == .none, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return next.kind == .leftParen && !next.hasLeadingTrivia
    }

    func keyword(at index: Int) -> Int {
        switch tokens[index].keyword {
        case .associatedtype where inTypeBody && index + 1 < tokens.count && tokens[index + 1].kind == .identifier:
            // A name of the protocol's own, like a generic parameter; its constraints are references.
            markDeclaredName(index + 1)
            let name = unescapedText(tokens[index + 1])
            if let innermost = scopeGenerics.last, innermost.depth == scopes.count - 1 {
                scopeGenerics[scopeGenerics.count - 1].names.append(name)
            } else {
                scopeGenerics.append(GenericNames(depth: scopes.count - 1, names: [name]))
            }
            if case .type(let declaration) = scope.kind, declarations[Int(declaration)].kind == .protocol {
                declarations[Int(declaration)].typeParameters.append(name)
            }
            return index + 1
        case .struct, .enum, .protocol, .extension, .typealias, .class, .import, .public, .private, .fileprivate,
            .internal, .static, .func, .`init`, .subscript, .var, .let, .case, .deinit:
            // A keyword after `.` is a member name (`.enum(let e)`), and one inside an argument
            // list a label (`init(extension ext: String)`): declarations start statements.
            if isStatementStart(index), index == 0 || tokens[index - 1].kind != .period, let next = declaration(startingAt: index) {
                return next
            }
        default:
            break
        }
        return index + 1
    }

    /// `@Name(arguments)`: a declaration's first attribute, or an attribute inside a type or
    /// expression. Its name is not a reference; its arguments may hold some.
    func attribute(at index: Int) -> Int {
        if isStatementStart(index), let next = declaration(startingAt: index) { return next }
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .keyword {
            guard next + 2 < tokens.count, tokens[next + 1].kind == .period, tokens[next + 1].start == tokens[next].end
            else { return next + 1 }
            next += 2
        }
        return next
    }

    func directive(at index: Int) -> Int {
        let token = tokens[index]
        switch token.keyword {
        case .poundIf, .poundElseif:
            let end = endOfLine(after: index)
            let condition = text(from: index + 1, to: end)
            if token.keyword == .poundIf {
                conditionGroups.append(ConditionGroup(clauses: [condition], active: [condition]))
            } else if !conditionGroups.isEmpty {
                var group = conditionGroups.removeLast()
                // The negations of the clauses before: the nearest ones only, past the limit (a
                // shorter condition only lets more code count as compiled).
                group.active = group.clauses.suffix(Self.nestingLimit - 1).map(negated) + [condition]
                group.clauses.append(condition)
                conditionGroups.append(group)
            }
            if conditionGroups.count > Self.nestingLimit || (conditionGroups.last?.clauses.count ?? 0) > Self.nestingLimit {
                noteDeepNesting(at: index)
            }
            updateConditionSet()
            return end
        case .poundElse:
            if !conditionGroups.isEmpty {
                conditionGroups[conditionGroups.count - 1].active = conditionGroups[conditionGroups.count - 1].clauses.suffix(Self.nestingLimit).map(negated)
                updateConditionSet()
            }
            return index + 1
        case .poundEndif:
            if !conditionGroups.isEmpty {
                conditionGroups.removeLast()
                updateConditionSet()
            }
            return index + 1
        default:
            if equals(token, "#Preview") { pendingPreviewDepth = parenDepth }
            return index + 1
        }
    }

    func negated(_ condition: String) -> String { "!(\(condition))" }

    /// How deep `#if` groups, `#elseif` chains, type declarations and strings interpolated in
    /// strings are followed: far past real code, and a file nesting them deeper costs no more.
    static let nestingLimit = 64
    /// The most of an interpolated string's text kept (its nested strings' texts are in it too).
    static let interpolatedTextLimit = 1 << 20

    /// Says once per file that nesting went past `nestingLimit` at `index`.
    func noteDeepNesting(at index: Int) {
        guard !reportedDeepNesting else { return }
        reportedDeepNesting = true
        facts.diagnostics.append(SourceDiagnostic(
            message: "nested more than \(Self.nestingLimit) levels deep: deeper `#if` conditions, type declarations and interpolated strings are not followed",
            position: position(index)))
    }

    func updateConditionSet() {
        // The conditions of the outermost groups only, past the limit (see `nestingLimit`).
        let set = conditionGroups.prefix(Self.nestingLimit).flatMap(\.active)
        if let existing = conditionSetIndex[set] {
            conditionSet = existing
        } else {
            conditionSet = Int32(facts.conditionSets.count)
            facts.conditionSets.append(set)
            conditionSetIndex[set] = conditionSet
        }
    }

    /// Index of the first token on a later line than `index` (the end of a directive's condition).
    func endOfLine(after index: Int) -> Int {
        var next = index + 1
        while next < tokens.count, !tokens[next].startsLine { next += 1 }
        return next
    }

    // MARK: References and literals

    /// Whether the token at `index` is a name being declared (so not a reference).
    func consumeDeclaredName(_ index: Int) -> Bool {
        while declaredNameCursor < declaredNameTokens.count, declaredNameTokens[declaredNameCursor] < index {
            declaredNameCursor += 1
        }
        return declaredNameCursor < declaredNameTokens.count && declaredNameTokens[declaredNameCursor] == index
    }

    func markDeclaredName(_ index: Int) {
        declaredNameTokens.append(index)
    }

    /// Whether a name is a generic parameter or associated type in force here.
    func isGenericName(_ token: Token) -> Bool {
        let headerActive = !headerGenerics.isEmpty && Int(token.start) < Int(tokens[min(headerGenericsEnd, tokens.count - 1)].start)
        guard headerActive || !scopeGenerics.isEmpty else { return false }
        if headerActive, headerGenerics.contains(where: { spells(token, $0) }) { return true }
        return scopeGenerics.contains { $0.names.contains { spells(token, $0) } }
    }

    /// Whether the `.` at `dot` starts a key path (`\.fileClient`) or an implicit member
    /// expression (`.fileClient`, `(.primary)`): a member named without its type, which a module
    /// can add in an extension and a file can use without importing that module.
    func isImplicitMember(dotAt dot: Int) -> Bool {
        guard dot > 0 else { return true }
        let previous = tokens[dot - 1]
        switch previous.kind {
        case .backslash:
            return true
        case .keyword:
            // `return .primary`, `case .loaded`; but `self.x`, `super.x`, `Self.x` are member accesses.
            switch previous.keyword {
            case .self, .Self, .super, .true, .false, .nil: return false
            default: return true
            }
        case .identifier, .dollarIdentifier, .wildcard, .rightParen, .rightSquare, .rightBrace, .postfixQuestionMark, .exclamationMark,
            .postfixOperator, .integerLiteral, .floatLiteral, .stringLiteral, .stringTail, .regexLiteral, .period:
            return false
        default:
            return true
        }
    }

    /// A lower-case name after a `.` that starts a key path or an implicit member: a member whose
    /// declaring module the file may use without naming any of its types.
    func recordMemberName(at index: Int) {
        let token = tokens[index]
        guard !isTypeLike(token), !token.flags.contains(.backticked) else { return }
        _ = memberNameTable.intern(base + Int(token.start), count: Int(token.end - token.start))
    }

    func recordReference(at index: Int) {
        if isGenericName(tokens[index]) { return }
        var last = index
        var contiguous = !tokens[index].flags.contains(.backticked)
        while last + 2 < tokens.count, tokens[last + 1].kind == .period {
            let member = tokens[last + 2]
            guard member.kind == .identifier || member.kind == .keyword else { break }
            if tokens[last + 1].start != tokens[last].end || member.start != tokens[last + 1].end
                || member.flags.contains(.backticked)
            {
                contiguous = false
            }
            last += 2
        }
        let nameIndex: Int32
        if contiguous {
            let start = Int(tokens[index].start)
            nameIndex = nameTable.intern(base + start, count: Int(tokens[last].end) - start)
        } else {
            var name = ""
            var part = index
            while part <= last {
                if part > index { name += "." }
                name += unescapedText(tokens[part])
                part += 2
            }
            nameIndex = nameTable.intern(name)
        }
        let token = tokens[index]
        var flags: ReferenceFact.Flags = []
        if scope.inPreview { flags.insert(.inPreview) }
        if index < signatureEnd { flags.insert(.inSignature) }
        guard facts.references.count < Int(Int32.max), nameIndex <= ReferenceFact.maximumNameIndex else { return }
        facts.append(
            ReferenceFact(nameIndex: nameIndex, position: Position(line: token.line, column: token.column), flags: flags),
            owner: owner, conditionSet: conditionSet)
    }

    func string(at index: Int) {
        let token = tokens[index]
        let start = Int(token.start)
        var pounds = 0
        while base[start + pounds] == 35 { pounds += 1 }
        let quote = token.flags.contains(.multiline) ? 3 : 1
        let delimiter = pounds + quote
        let position = Position(line: token.line, column: token.column)
        switch token.kind {
        case .stringHead:
            // The text of an interpolated string holds the strings nested in it: each level kept
            // would make memory grow with the square of the nesting.
            let isRecorded = openStrings.count < Self.nestingLimit
            if !isRecorded { noteDeepNesting(at: index) }
            openStrings.append(OpenString(
                contentStart: start + delimiter, delimiterLength: delimiter, position: position, owner: owner, inPreview: scope.inPreview,
                isRecorded: isRecorded))
        case .stringTail:
            guard let open = openStrings.popLast(), open.isRecorded else { return }
            let end = min(Int(token.end) - (token.flags.contains(.unterminated) ? 0 : open.delimiterLength), open.contentStart + Self.interpolatedTextLimit)
            appendString(from: open.contentStart, to: end, position: open.position, owner: open.owner, interpolated: true, inPreview: open.inPreview)
        default:
            let end = Int(token.end) - (token.flags.contains(.unterminated) ? 0 : delimiter)
            appendString(from: start + delimiter, to: end, position: position, owner: owner, interpolated: false, inPreview: scope.inPreview)
        }
    }

    func appendString(from start: Int, to end: Int, position: Position, owner: Int32, interpolated: Bool, inPreview: Bool) {
        // Not shared through the interner: most literals are unique, a lint keeps only those its
        // literal rules may report, and looking each up pushed names out of the interner's tables.
        let value = end > start ? String(utf8Bytes: UnsafeRawBufferPointer(start: base + start, count: end - start)) : ""
        facts.strings.append(StringLiteralFact(
            value: value, position: position, owner: owner, conditionSet: conditionSet, isInterpolated: interpolated,
            isInPreview: inPreview))
    }

    func collectDirectives(_ comments: [Comment]) {
        facts.directives = Directive.scan(comments, in: base).map {
            DirectiveFact(text: $0.text, position: Position(line: $0.line, column: $0.column))
        }
    }
}
