import ArchlintProject
import ArchlintLexer

/// Parses manifest tokens into the syntax tree the interpreter walks. Recursive descent with a
/// nesting limit: deeper input becomes an `.unsupported` node, never a stack overflow.
struct ManifestParser {
    let source: [UInt8]
    let tokens: [Token]
    var index = 0
    var depth = 0
    static let maximumDepth = 150

    init(source: [UInt8], tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    // MARK: Token helpers

    var atEnd: Bool { index >= tokens.count }

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    func peek(_ offset: Int) -> Token? {
        let position = index + offset
        return position < tokens.count && position >= 0 ? tokens[position] : nil
    }

    func text(_ token: Token) -> String {
        String(decoding: source[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    func name(_ token: Token) -> String {
        let raw = text(token)
        if token.flags.contains(.backticked), raw.count >= 2 { return String(raw.dropFirst().dropLast()) }
        return raw
    }

    func position(_ token: Token?) -> ProjectPosition {
        guard let token else {
            return tokens.last.map { ProjectPosition(line: Int($0.line), column: Int($0.column)) } ?? .unknown
        }
        return ProjectPosition(line: Int(token.line), column: Int(token.column))
    }

    var currentPosition: ProjectPosition { position(current) }

    func isKind(_ kind: TokenKind, at offset: Int = 0) -> Bool { peek(offset)?.kind == kind }

    func isKeyword(_ keyword: Keyword, at offset: Int = 0) -> Bool { peek(offset)?.keyword == keyword }

    func isOperator(_ spelling: String, at offset: Int = 0) -> Bool {
        guard let token = peek(offset), token.isOperator || token.kind == .equal else { return false }
        return text(token) == spelling
    }

    mutating func consume(_ kind: TokenKind) -> Bool {
        guard isKind(kind) else { return false }
        index += 1
        return true
    }

    /// Skips to the bracket matching the one at `index` and past it.
    mutating func skipBalanced() {
        var level = 0
        while let token = current {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace, .stringHead: level += 1
            case .rightParen, .rightSquare, .rightBrace, .stringTail: level -= 1
            default: break
            }
            index += 1
            if level <= 0 { return }
        }
    }

    /// Skips a type annotation up to a terminator outside brackets.
    mutating func skipType(stopAtBrace: Bool = true) {
        var level = 0
        while let token = current {
            if level == 0 {
                switch token.kind {
                case .comma, .rightParen, .rightSquare, .equal, .semicolon, .rightBrace: return
                case .leftBrace where stopAtBrace: return
                default: break
                }
                if token.keyword == .where || (token.startsLine && token.kind != .arrow && !token.isOperator && token.kind != .period) {
                    if index > 0 && !isContinuationStart(token) { return }
                }
            }
            switch token.kind {
            case .leftParen, .leftSquare: level += 1
            case .rightParen, .rightSquare: level -= 1
            case .binaryOperator, .postfixOperator, .prefixOperator:
                for byte in source[Int(token.start)..<Int(token.end)] {
                    if byte == 60 { level += 1 } else if byte == 62 { level -= 1 }
                }
            default: break
            }
            if level < 0 { return }
            index += 1
        }
    }

    func isContinuationStart(_ token: Token) -> Bool {
        switch token.kind {
        case .period, .binaryOperator, .arrow, .infixQuestionMark, .colon, .comma: return true
        default: return false
        }
    }

    static let modifiers: Set<Keyword> = [
        .public, .private, .fileprivate, .internal, .package, .final, .mutating, .nonisolated, .lazy, .override, .indirect, .open,
        .nonmutating, .dynamic, .optional, .required, .convenience,
    ]

    /// A modifier word followed by more of the declaration (`public let`, `private(set) var`).
    func isDeclarationModifier(at offset: Int) -> Bool {
        guard offset < tokens.count, Self.modifiers.contains(tokens[offset].keyword), offset + 1 < tokens.count else { return false }
        let next = tokens[offset + 1]
        return next.kind == .keyword || next.keyword != .none || next.kind == .leftParen || next.kind == .atSign
    }

    // MARK: Statements

    mutating func parseFile() -> [Statement] {
        var statements: [Statement] = []
        while !atEnd {
            if isKind(.rightBrace) {
                index += 1  // a stray `}`
                continue
            }
            if let statement = parseStatement() { statements.append(statement) }
        }
        return statements
    }

    /// Statements up to the `}` closing the block whose `{` was just consumed (consumes the `}`).
    mutating func parseBlock() -> [Statement] {
        var statements: [Statement] = []
        while let token = current, token.kind != .rightBrace {
            if let statement = parseStatement() { statements.append(statement) }
        }
        _ = consume(.rightBrace)
        return statements
    }

    mutating func parseBody() -> [Statement] {
        guard consume(.leftBrace) else { return [] }
        return nested { $0.parseBlock() } ?? []
    }

    /// Runs `body` one level deeper, or returns nil (having skipped ahead) past the limit.
    mutating func nested<T>(_ body: (inout ManifestParser) -> T) -> T? {
        guard depth < ManifestParser.maximumDepth else {
            while let token = current, token.kind != .rightBrace { index += 1 }
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return body(&self)
    }

    mutating func parseStatement() -> Statement? {
        guard let first = current else { return nil }
        let start = index
        if first.kind == .semicolon {
            index += 1
            return nil
        }
        var isStatic = false
        while let token = current {
            if token.kind == .atSign {
                index += 1
                if current != nil { index += 1 }
                if isKind(.leftParen), current?.hasLeadingTrivia == false { skipBalanced() }
            } else if isDeclarationModifier(at: index) {
                index += 1
                if isKind(.leftParen), current?.hasLeadingTrivia == false { skipBalanced() }
            } else if token.keyword == .static || (token.keyword == .class && (peek(1)?.kind == .keyword)) {
                isStatic = true
                index += 1
            } else {
                break
            }
        }
        guard let token = current else { return nil }
        let statementPosition = position(tokens[start])
        switch token.keyword {
        case .import:
            index += 1
            while let next = current, !next.startsLine, next.kind != .semicolon { index += 1 }
            return nil
        case .let, .var:
            return parseVariable()
        case .func:
            return parseFunction(isStatic: isStatic).map { .function($0) }
        case .struct, .enum, .class, .extension, .protocol, .actor:
            if token.keyword == .actor && token.kind == .identifier && !(peek(1)?.kind == .identifier) { break }
            return parseType().map { .type($0) }
        case .typealias:
            index += 1
            while let next = current, !next.startsLine || next.kind == .period { index += 1 }
            return nil
        case .if:
            return parseIf()
        case .guard:
            index += 1
            let conditions = parseConditions()
            guard isKeyword(.else) else { return .unsupported("guard without else", statementPosition) }
            index += 1
            return .guardStatement(conditions: conditions, elseBody: parseBody(), statementPosition)
        case .switch:
            return parseSwitch()
        case .for:
            return parseFor()
        case .return:
            index += 1
            if let next = current, !next.startsLine, next.kind != .rightBrace, next.kind != .semicolon {
                return .returnStatement(parseExpression(), statementPosition)
            }
            return .returnStatement(nil, statementPosition)
        case .break:
            index += 1
            return .breakStatement
        case .continue:
            index += 1
            return .continueStatement
        case .`init` where tokens[index].kind == .keyword && isKind(.leftParen, at: 1):
            return parseInitializer().map { .function($0) }
        default:
            break
        }
        if token.kind == .poundKeyword {
            if token.keyword == .poundIf { return parseConditionalCompilation() }
            index += 1
            if isKind(.leftParen), current?.hasLeadingTrivia == false { skipBalanced() }
            return nil
        }
        if token.keyword == .while || token.keyword == .repeat || token.keyword == .do || token.keyword == .defer {
            index += 1
            while let next = current, next.kind != .leftBrace { index += 1 }
            skipBalanced()
            return .unsupported("`\(text(token))` statements are not followed", statementPosition)
        }
        let expression = parseExpression()
        if index == start {
            index += 1  // make progress on anything unparseable
            return .unsupported("unexpected `\(text(token))`", statementPosition)
        }
        if let next = current, next.kind == .equal || (next.isOperator && ["+=", "-="].contains(text(next))) {
            let op = next.kind == .equal ? "=" : text(next)
            index += 1
            return .assignment(target: expression, operator: op, value: parseExpression(), statementPosition)
        }
        return .expression(expression)
    }

    mutating func parseVariable() -> Statement {
        let statementPosition = currentPosition
        index += 1
        var names: [String] = []
        if consume(.leftParen) {
            while let token = current, token.kind != .rightParen {
                if token.kind == .identifier || token.kind == .wildcard { names.append(name(token)) }
                index += 1
            }
            index += 1
        } else if let token = current, token.kind == .identifier || token.kind == .wildcard {
            names.append(name(token))
            index += 1
        }
        if consume(.colon) { skipType() }
        var value: Expression? = nil
        if consume(.equal) {
            value = parseExpression()
        } else if isKind(.leftBrace), names.count == 1 {
            return .computedVariable(names[0], parseAccessors(), statementPosition)
        }
        return .variable(names: names, value: value, statementPosition)
    }

    mutating func parseParameters() -> [Parameter] {
        var parameters: [Parameter] = []
        guard consume(.leftParen) else { return [] }
        while let token = current, token.kind != .rightParen {
            var words: [String] = []
            while let word = current, word.kind == .identifier || word.kind == .keyword || word.kind == .wildcard {
                words.append(name(word))
                index += 1
            }
            var defaultValue: Expression? = nil
            if consume(.colon) {
                skipType()
                if consume(.equal) { defaultValue = parseExpression() }
            }
            if let last = words.last {
                let label = words.count > 1 ? words[0] : last
                parameters.append(Parameter(label: label == "_" ? nil : label, name: last, defaultValue: defaultValue))
            }
            if !consume(.comma) {
                if let next = current, next.kind != .rightParen { index += 1 }
            }
        }
        _ = consume(.rightParen)
        return parameters
    }

    mutating func parseFunction(isStatic: Bool) -> FunctionDeclaration? {
        let declarationPosition = currentPosition
        index += 1
        guard let nameToken = current else { return nil }
        index += 1
        if let token = current, token.isOperator, text(token).hasPrefix("<") { skipAngles() }
        let parameters = parseParameters()
        while let token = current, token.kind != .leftBrace, !token.startsLine || token.kind == .arrow || token.keyword == .where {
            index += 1
        }
        guard isKind(.leftBrace) else { return nil }
        let body = parseBody()
        return FunctionDeclaration(name: name(nameToken), parameters: parameters, body: body, isStatic: isStatic, position: declarationPosition)
    }

    mutating func parseInitializer() -> FunctionDeclaration? {
        let declarationPosition = currentPosition
        index += 1
        let parameters = parseParameters()
        while let token = current, token.kind != .leftBrace { index += 1 }
        let body = parseBody()
        return FunctionDeclaration(name: "init", parameters: parameters, body: body, isStatic: false, position: declarationPosition)
    }

    mutating func skipAngles() {
        var level = 0
        while let token = current {
            if token.isOperator {
                for byte in source[Int(token.start)..<Int(token.end)] {
                    if byte == 60 { level += 1 } else if byte == 62 { level -= 1 }
                }
            }
            index += 1
            if level <= 0 { return }
        }
    }

    mutating func parseType() -> TypeDeclaration? {
        let isExtension = current?.keyword == .extension
        index += 1
        var typeName = ""
        while let token = current, token.kind == .identifier || token.kind == .keyword || token.kind == .period {
            typeName += token.kind == .period ? "." : name(token)
            index += 1
        }
        while let token = current, token.kind != .leftBrace { index += 1 }
        guard consume(.leftBrace) else { return nil }
        var declaration = TypeDeclaration(
            name: typeName, isExtension: isExtension, storedProperties: [], computedProperties: [], functions: [],
            initializers: [], enumCases: [], nestedTypes: [])
        while let token = current, token.kind != .rightBrace {
            guard let member = nested({ $0.parseMember(into: &declaration) }) else { break }
            if !member { index += 1 }
        }
        _ = consume(.rightBrace)
        return declaration
    }

    /// One member of a type body; false when nothing was understood (the caller skips a token).
    mutating func parseMember(into declaration: inout TypeDeclaration) -> Bool {
        var isStatic = false
        while let token = current {
            if token.kind == .atSign {
                index += 2
                if isKind(.leftParen), current?.hasLeadingTrivia == false { skipBalanced() }
            } else if token.keyword == .static || (token.keyword == .class && peek(1)?.kind == .keyword) {
                isStatic = true
                index += 1
            } else if isDeclarationModifier(at: index) {
                index += 1
                if isKind(.leftParen), current?.hasLeadingTrivia == false { skipBalanced() }
            } else {
                break
            }
        }
        guard let token = current else { return false }
        switch token.keyword {
        case .case:
            index += 1
            while let caseName = current, caseName.kind == .identifier {
                index += 1
                if isKind(.leftParen) { skipBalanced() }
                var rawValue: Expression? = nil
                if consume(.equal) { rawValue = parsePrimary() }
                declaration.enumCases.append((name(caseName), rawValue))
                if !consume(.comma) { break }
            }
            return true
        case .let, .var:
            index += 1
            guard let nameToken = current, nameToken.kind == .identifier else { return false }
            index += 1
            if consume(.colon) { skipType() }
            if consume(.equal) {
                let value = parseExpression()
                if isStatic {
                    declaration.computedProperties.append((name(nameToken), [.returnStatement(value, value.position)], true))
                } else {
                    declaration.storedProperties.append((name(nameToken), value))
                }
            } else if isKind(.leftBrace) {
                let body = parseAccessors()
                declaration.computedProperties.append((name(nameToken), body, isStatic))
            } else if !isStatic {
                declaration.storedProperties.append((name(nameToken), nil))
            }
            return true
        case .func:
            if let function = parseFunction(isStatic: isStatic) { declaration.functions.append(function) }
            return true
        case .`init`:
            if let initializer = parseInitializer() { declaration.initializers.append(initializer) }
            return true
        case .struct, .enum, .class, .extension:
            if let type = parseType() { declaration.nestedTypes.append(type) }
            return true
        case .typealias, .subscript, .deinit, .associatedtype:
            index += 1
            while let next = current, !next.startsLine, next.kind != .leftBrace { index += 1 }
            if isKind(.leftBrace) { skipBalanced() }
            return true
        default:
            return false
        }
    }

    /// `{ body }` or `{ get { body } set { … } }`: the getter's statements.
    mutating func parseAccessors() -> [Statement] {
        guard consume(.leftBrace) else { return [] }
        if let first = current, first.keyword == .get || first.keyword == .set || first.keyword == .willSet || first.keyword == .didSet {
            var getter: [Statement] = []
            while let token = current, token.kind != .rightBrace {
                let isGetter = token.keyword == .get
                index += 1
                if isKind(.leftBrace) {
                    let body = parseBody()
                    if isGetter { getter = body }
                }
            }
            _ = consume(.rightBrace)
            return getter
        }
        return nested { $0.parseBlock() } ?? []
    }

    mutating func parseIf() -> Statement {
        let statementPosition = currentPosition
        var branches: [(conditions: [Condition], body: [Statement])] = []
        var elseBody: [Statement]? = nil
        while isKeyword(.if) {
            index += 1
            let conditions = parseConditions()
            branches.append((conditions, parseBody()))
            guard isKeyword(.else) else { break }
            index += 1
            if !isKeyword(.if) {
                elseBody = parseBody()
                break
            }
        }
        return .ifStatement(branches: branches, elseBody: elseBody, statementPosition)
    }

    mutating func parseConditions() -> [Condition] {
        var conditions: [Condition] = []
        while let token = current, token.kind != .leftBrace, token.keyword != .else {
            if token.keyword == .let || token.keyword == .var {
                index += 1
                let bound = current.map(name) ?? "_"
                index += 1
                if consume(.colon) { skipType() }
                if consume(.equal) {
                    conditions.append(.binding(bound, parseExpression(allowTrailingClosure: false)))
                } else {
                    conditions.append(.binding(bound, .identifier(bound, currentPosition)))
                }
            } else {
                let before = index
                conditions.append(.expression(parseExpression(allowTrailingClosure: false)))
                if index == before { index += 1 }
            }
            if !consume(.comma) { break }
        }
        return conditions
    }

    mutating func parseSwitch() -> Statement {
        let statementPosition = currentPosition
        index += 1
        let subject = parseExpression(allowTrailingClosure: false)
        guard consume(.leftBrace) else { return .unsupported("switch without body", statementPosition) }
        var cases: [SwitchCase] = []
        while let token = current, token.kind != .rightBrace {
            var patterns: [Pattern]? = []
            if token.keyword == .default {
                patterns = nil
                index += 1
            } else if token.keyword == .case {
                index += 1
                while let patternToken = current, patternToken.kind != .colon {
                    patterns?.append(parsePattern())
                    if !consume(.comma) { break }
                }
            } else {
                index += 1
                continue
            }
            _ = consume(.colon)
            var body: [Statement] = []
            while let next = current, next.kind != .rightBrace, next.keyword != .case, next.keyword != .default {
                if let statement = nested({ $0.parseStatement() }) ?? nil { body.append(statement) }
            }
            cases.append(SwitchCase(patterns: patterns, body: body))
        }
        _ = consume(.rightBrace)
        return .switchStatement(subject, cases, statementPosition)
    }

    mutating func parsePattern() -> Pattern {
        if isKeyword(.let) || isKeyword(.var) { index += 1 }
        if consume(.wildcard) { return .wildcard }
        if isKind(.period), let nameToken = peek(1), nameToken.kind == .identifier || nameToken.kind == .keyword {
            index += 2
            var bindings: [String] = []
            if consume(.leftParen) {
                while let token = current, token.kind != .rightParen {
                    if token.kind == .identifier { bindings.append(name(token)) }
                    index += 1
                }
                index += 1
            }
            return .enumCase(name(nameToken), bindings: bindings)
        }
        return .value(parseExpression(allowTrailingClosure: false))
    }

    mutating func parseFor() -> Statement {
        let statementPosition = currentPosition
        index += 1
        if isKeyword(.case) { index += 1 }
        var names: [String] = []
        if consume(.leftParen) {
            while let token = current, token.kind != .rightParen {
                if token.kind == .identifier || token.kind == .wildcard { names.append(name(token)) }
                index += 1
            }
            index += 1
        } else if let token = current {
            names.append(name(token))
            index += 1
        }
        if consume(.colon) { skipType() }
        guard isKeyword(.in) else { return .unsupported("for loop without `in`", statementPosition) }
        index += 1
        let sequence = parseExpression(allowTrailingClosure: false)
        var filter: Expression? = nil
        if isKeyword(.where) {
            index += 1
            filter = parseExpression(allowTrailingClosure: false)
        }
        return .forIn(names: names, sequence: sequence, filter: filter, body: parseBody(), statementPosition)
    }

    mutating func parseConditionalCompilation() -> Statement {
        var clauses: [(condition: ConditionalCompilationCondition?, body: [Statement])] = []
        while let token = current, token.kind == .poundKeyword {
            switch token.keyword {
            case .poundIf, .poundElseif:
                index += 1
                let condition = parseCompilationCondition()
                var body: [Statement] = []
                while let next = current, !(next.kind == .poundKeyword && [.poundElseif, .poundElse, .poundEndif].contains(next.keyword)) {
                    if next.kind == .rightBrace { break }
                    if let statement = nested({ $0.parseStatement() }) ?? nil { body.append(statement) }
                }
                clauses.append((condition, body))
            case .poundElse:
                index += 1
                var body: [Statement] = []
                while let next = current, !(next.kind == .poundKeyword && next.keyword == .poundEndif) {
                    if next.kind == .rightBrace { break }
                    if let statement = nested({ $0.parseStatement() }) ?? nil { body.append(statement) }
                }
                clauses.append((nil, body))
            case .poundEndif:
                index += 1
                return .conditionalCompilation(clauses)
            default:
                return .conditionalCompilation(clauses)
            }
        }
        return .conditionalCompilation(clauses)
    }

    /// `os(Linux) && !canImport(Darwin) || compiler(>=6.0)`, up to the end of the line.
    mutating func parseCompilationCondition() -> ConditionalCompilationCondition {
        let line = current?.line
        var conditionTokens: [Token] = []
        while let token = current, token.line == line, !(token.startsLine && !conditionTokens.isEmpty) {
            conditionTokens.append(token)
            index += 1
        }
        var cursor = 0
        return CompilationConditionParser(parser: self, tokens: conditionTokens).parse(&cursor)
    }
}

/// Parses `#if` conditions: `!`, `&&`, `||`, parentheses, `name` and `name(argument)`.
struct CompilationConditionParser {
    let parser: ManifestParser
    let tokens: [Token]

    func parse(_ cursor: inout Int) -> ConditionalCompilationCondition {
        var left = parseAnd(&cursor)
        while cursor < tokens.count, parser.text(tokens[cursor]) == "||" {
            cursor += 1
            left = .or(left, parseAnd(&cursor))
        }
        return left
    }

    private func parseAnd(_ cursor: inout Int) -> ConditionalCompilationCondition {
        var left = parseUnary(&cursor)
        while cursor < tokens.count, parser.text(tokens[cursor]) == "&&" {
            cursor += 1
            left = .and(left, parseUnary(&cursor))
        }
        return left
    }

    private func parseUnary(_ cursor: inout Int) -> ConditionalCompilationCondition {
        guard cursor < tokens.count else { return .literal(false) }
        let token = tokens[cursor]
        if token.isOperator, parser.text(token) == "!" {
            cursor += 1
            return .not(parseUnary(&cursor))
        }
        if token.kind == .leftParen {
            cursor += 1
            let inner = parse(&cursor)
            if cursor < tokens.count, tokens[cursor].kind == .rightParen { cursor += 1 }
            return inner
        }
        cursor += 1
        if token.keyword == .true { return .literal(true) }
        if token.keyword == .false { return .literal(false) }
        let name = parser.text(token)
        if cursor < tokens.count, tokens[cursor].kind == .leftParen {
            var argument = ""
            var level = 0
            while cursor < tokens.count {
                let inner = tokens[cursor]
                if inner.kind == .leftParen { level += 1 }
                if inner.kind == .rightParen { level -= 1 }
                cursor += 1
                if level == 0 { break }
                if level >= 1, !(level == 1 && inner.kind == .leftParen) { argument += parser.text(inner) }
            }
            return .function(name, argument: argument)
        }
        return .flag(name)
    }
}
