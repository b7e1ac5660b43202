import ArchlintLexer
import ArchlintProject

/// Parses manifest tokens into the syntax tree the interpreter walks. Recursive descent with a
/// nesting limit: deeper input becomes an `.unsupported` node, never a stack overflow. Brackets
/// left open at the end of the file and closing brackets that close nothing are syntax errors,
/// reported with their line (SwiftPM and Tuist would reject the file).
struct ManifestParser {
    let source: [UInt8]
    let tokens: [Token]
    /// The file positions are in, when it is not the manifest being read (a Tuist helper).
    let file: String?
    var index = 0
    var depth = 0
    private(set) var syntaxErrors: [ProjectWarning] = []
    /// The modules the file imports, in order.
    private(set) var imports: [String] = []
    static let maximumDepth = 150

    init(source: [UInt8], tokens: [Token], file: String? = nil) {
        self.source = source
        self.tokens = tokens
        self.file = file
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

    /// The source text from token `start` through the token before `end`.
    func text(from start: Int, to end: Int) -> String? {
        guard start < end, end <= tokens.count else { return nil }
        return String(decoding: source[Int(tokens[start].start)..<Int(tokens[end - 1].end)], as: UTF8.self)
    }

    func name(_ token: Token) -> String {
        let raw = text(token)
        if token.flags.contains(.backticked), raw.count >= 2 { return String(raw.dropFirst().dropLast()) }
        return raw
    }

    func position(_ token: Token?) -> ProjectPosition {
        guard let token = token ?? tokens.last else { return ProjectPosition(line: 0, column: 0, file: file) }
        return ProjectPosition(line: Int(token.line), column: Int(token.column), file: file)
    }

    var currentPosition: ProjectPosition { position(current) }

    func isKind(_ kind: TokenKind, at offset: Int = 0) -> Bool { peek(offset)?.kind == kind }

    func isKeyword(_ keyword: Keyword, at offset: Int = 0) -> Bool { peek(offset)?.keyword == keyword }

    mutating func consume(_ kind: TokenKind) -> Bool {
        guard isKind(kind) else { return false }
        index += 1
        return true
    }

    /// Consumes the bracket closing one opened at `opening`; at the end of the file, a syntax error.
    mutating func close(_ kind: TokenKind, opening: Token?) {
        if consume(kind) { return }
        if atEnd, let opening { reportUnclosed(opening) }
    }

    mutating func reportUnclosed(_ opening: Token) {
        syntaxErrors.append(ProjectWarning(
            message: "syntax error: `\(text(opening))` is not closed before the end of the file", position: position(opening), file: file))
    }

    mutating func reportStray(_ token: Token) {
        syntaxErrors.append(ProjectWarning(message: "syntax error: `\(text(token))` closes no bracket", position: position(token), file: file))
    }

    /// Skips to the bracket matching the one at `index` and past it.
    mutating func skipBalanced() {
        var open: [Token] = []
        while let token = current {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace, .stringHead: open.append(token)
            case .rightParen, .rightSquare, .rightBrace, .stringTail:
                guard !open.isEmpty else {
                    index += 1
                    return
                }
                open.removeLast()
            default: break
            }
            index += 1
            if open.isEmpty { return }
        }
        if let outermost = open.first { reportUnclosed(outermost) }
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

    /// Skips a type annotation and returns it as written.
    mutating func parseTypeText() -> String? {
        let start = index
        skipType()
        return text(from: start, to: index)
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

    /// Skips attributes (`@_spi(Feature)`, `@available(…)`) and modifiers; true when one was `static` or `class`.
    mutating func skipAttributesAndModifiers() -> Bool {
        var isStatic = false
        while let token = current {
            if token.kind == .atSign {
                index += 1
                if current != nil { index += 1 }
                if isKind(.leftParen), current?.hasLeadingTrivia == false { skipBalanced() }
            } else if isDeclarationModifier(at: index) {
                index += 1
                if isKind(.leftParen), current?.hasLeadingTrivia == false { skipBalanced() }
            } else if token.keyword == .static || (token.keyword == .class && peek(1)?.kind == .keyword) {
                isStatic = true
                index += 1
            } else {
                break
            }
        }
        return isStatic
    }

    // MARK: Statements

    mutating func parseFile() -> [Statement] {
        var statements: [Statement] = []
        while let token = current {
            if token.kind == .rightBrace || token.kind == .rightParen || token.kind == .rightSquare {
                reportStray(token)
                index += 1
                continue
            }
            if let statement = parseStatement() { statements.append(statement) }
        }
        return statements
    }

    /// Statements up to the `}` closing the block whose `{` is `opening` (consumes the `}`).
    mutating func parseBlock(opening: Token?) -> [Statement] {
        var statements: [Statement] = []
        while let token = current, token.kind != .rightBrace {
            if let statement = parseStatement() { statements.append(statement) }
        }
        close(.rightBrace, opening: opening)
        return statements
    }

    mutating func parseBody() -> [Statement] {
        let opening = current
        guard consume(.leftBrace) else { return [] }
        return nested { $0.parseBlock(opening: opening) } ?? []
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
        let isStatic = skipAttributesAndModifiers()
        guard let token = current else { return nil }
        let statementPosition = position(tokens[start])
        switch token.keyword {
        case .import:
            index += 1
            var module: String? = nil
            while let next = current, !next.startsLine, next.kind != .semicolon {
                if module == nil, next.kind == .identifier, !["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(text(next)) {
                    module = name(next)
                }
                index += 1
            }
            if let module { imports.append(module) }
            return nil
        case .let, .var:
            return parseVariable()
        case .func:
            return parseFunction(isStatic: isStatic).map { .function($0) }
        case .struct, .enum, .class, .extension, .protocol, .actor:
            if token.keyword == .actor && token.kind == .identifier && !(peek(1)?.kind == .identifier) { break }
            return parseType().map { .type($0) }
        case .typealias:
            return parseTypeAlias().map { .typeAlias($0.name, $0.target) }
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
        let names = parseBoundNames()
        let type = consume(.colon) ? parseTypeText() : nil
        var value: Expression? = nil
        if consume(.equal) {
            value = parseExpression()
        } else if isKind(.leftBrace), names.count == 1 {
            return .computedVariable(names[0], type: type, parseAccessors(), statementPosition)
        }
        return .variable(names: names, type: type, value: value, statementPosition)
    }

    mutating func parseTypeAlias() -> (name: String, target: String)? {
        index += 1
        guard let nameToken = current, nameToken.kind == .identifier else { return nil }
        index += 1
        if let token = current, token.isOperator, text(token).hasPrefix("<") { skipAngles() }
        guard consume(.equal) else { return nil }
        return parseTypeText().map { (name(nameToken), $0) }
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
        let opening = current
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
            } else if token.kind == .atSign {
                index += 2  // `@unknown default:`
                continue
            } else {
                index += 1
                continue
            }
            _ = consume(.colon)
            var body: [Statement] = []
            while let next = current, next.kind != .rightBrace, next.keyword != .case, next.keyword != .default, next.kind != .atSign {
                if let statement = nested({ $0.parseStatement() }) ?? nil { body.append(statement) }
            }
            cases.append(SwitchCase(patterns: patterns, body: body))
        }
        close(.rightBrace, opening: opening)
        return .switchStatement(subject, cases, statementPosition)
    }

    mutating func parsePattern() -> Pattern {
        if isKeyword(.let) || isKeyword(.var) { index += 1 }
        if consume(.wildcard) { return .wildcard }
        if isKind(.period), let nameToken = peek(1), nameToken.kind == .identifier || nameToken.kind == .keyword {
            index += 2
            var bindings: [String] = []
            if let opening = current, consume(.leftParen) {
                while let token = current, token.kind != .rightParen {
                    if token.kind == .identifier { bindings.append(name(token)) }
                    index += 1
                }
                close(.rightParen, opening: opening)
            }
            return .enumCase(name(nameToken), bindings: bindings)
        }
        return .value(parseExpression(allowTrailingClosure: false))
    }

    /// The names a `let`, `var` or `for` binds: one (`x`, `_`), or those of a tuple (`(key, _)`).
    mutating func parseBoundNames() -> [String] {
        var names: [String] = []
        if let opening = current, consume(.leftParen) {
            while let token = current, token.kind != .rightParen {
                if token.kind == .identifier || token.kind == .wildcard { names.append(name(token)) }
                index += 1
            }
            close(.rightParen, opening: opening)
        } else if let token = current, token.kind == .identifier || token.kind == .wildcard {
            names.append(name(token))
            index += 1
        }
        return names
    }

    mutating func parseFor() -> Statement {
        let statementPosition = currentPosition
        index += 1
        if isKeyword(.case) { index += 1 }
        let names = parseBoundNames()
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
        let opening = current
        while let token = current, token.kind == .poundKeyword {
            switch token.keyword {
            case .poundIf, .poundElseif, .poundElse:
                index += 1
                let condition = token.keyword == .poundElse ? nil : parseCompilationCondition()
                var body: [Statement] = []
                while let next = current, !(next.kind == .poundKeyword && [.poundElseif, .poundElse, .poundEndif].contains(next.keyword)) {
                    if next.kind == .rightBrace { break }
                    if let statement = nested({ $0.parseStatement() }) ?? nil { body.append(statement) }
                }
                clauses.append((condition, body))
            case .poundEndif:
                index += 1
                return .conditionalCompilation(clauses)
            default:
                return .conditionalCompilation(clauses)
            }
        }
        if atEnd, let opening { reportUnclosed(opening) }
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
        chain(&cursor, "||", ConditionalCompilationCondition.or) { chain(&$0, "&&", ConditionalCompilationCondition.and, parseUnary) }
    }

    /// Operands joined by `op`, left to right.
    private func chain(
        _ cursor: inout Int, _ op: String, _ combine: (ConditionalCompilationCondition, ConditionalCompilationCondition) -> ConditionalCompilationCondition,
        _ operand: (inout Int) -> ConditionalCompilationCondition
    ) -> ConditionalCompilationCondition {
        var left = operand(&cursor)
        while cursor < tokens.count, parser.text(tokens[cursor]) == op {
            cursor += 1
            left = combine(left, operand(&cursor))
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
