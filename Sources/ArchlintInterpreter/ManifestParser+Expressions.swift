import ArchlintLexer

extension ManifestParser {
    /// Swift's precedence groups, lowest first (assignment and the ternary are handled apart).
    static func precedence(of spelling: String) -> Int? {
        switch spelling {
        case "||": 1
        case "&&": 2
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": 3
        case "??": 4
        case "..<", "...": 6
        case "+", "-", "|", "^", "&+", "&-": 7
        case "*", "/", "%", "&", "&*": 8
        default: nil
        }
    }

    mutating func parseExpression(allowTrailingClosure: Bool = true) -> Expression {
        let start = currentPosition
        return nested { $0.parseTernary(allowTrailingClosure) } ?? .unsupported("expression nested too deeply", start)
    }

    mutating func parseTernary(_ trailing: Bool) -> Expression {
        let condition = parseBinary(minimum: 1, trailing)
        guard let token = current, token.kind == .infixQuestionMark else { return condition }
        let start = position(token)
        index += 1
        let whenTrue = parseExpression(allowTrailingClosure: trailing)
        _ = consume(.colon)
        let whenFalse = parseExpression(allowTrailingClosure: trailing)
        return .ternary(condition, whenTrue, whenFalse, start)
    }

    mutating func parseBinary(minimum: Int, _ trailing: Bool) -> Expression {
        var left = parsePrefix(trailing)
        while let token = current {
            if token.keyword == .as || token.keyword == .is {
                guard minimum <= 5 else { break }
                index += 1
                if isKind(.postfixQuestionMark) || isKind(.exclamationMark) { index += 1 }
                skipType()
                left = .cast(left, isTest: token.keyword == .is, position(token))
                continue
            }
            guard token.kind == .binaryOperator, let precedence = Self.precedence(of: text(token)), precedence >= minimum else { break }
            let spelling = text(token)
            index += 1
            let nextMinimum = spelling == "??" ? precedence : precedence + 1
            let right = nested { $0.parseBinary(minimum: nextMinimum, trailing) } ?? .unsupported("expression nested too deeply", position(token))
            left = .binary(spelling, left, right, position(token))
        }
        return left
    }

    mutating func parsePrefix(_ trailing: Bool) -> Expression {
        guard let token = current else { return .unsupported("expression expected", currentPosition) }
        if token.kind == .prefixOperator {
            index += 1
            let operand = nested { $0.parsePrefix(trailing) } ?? .unsupported("expression nested too deeply", position(token))
            return .prefix(text(token), operand, position(token))
        }
        if token.kind == .prefixAmpersand || token.keyword == .try || token.keyword == .await {
            index += 1
            if isKind(.exclamationMark) || isKind(.postfixQuestionMark) { index += 1 }
            return parsePrefix(trailing)
        }
        return parsePostfix(parsePrimary(), trailing)
    }

    mutating func parsePostfix(_ base: Expression, _ trailing: Bool) -> Expression {
        var expression = base
        while let token = current {
            switch token.kind {
            case .period:
                guard let member = peek(1),
                    member.kind == .identifier || member.kind == .keyword || member.kind == .integerLiteral
                else { return expression }
                index += 2
                expression = .member(expression, name(member), position(member))
            case .leftParen where !token.startsLine:
                index += 1
                let arguments = parseArguments(closing: .rightParen, opening: token)
                expression = .call(expression, arguments, position(token))
            case .leftSquare where !token.startsLine:
                index += 1
                expression = .subscriptAccess(expression, parseArguments(closing: .rightSquare, opening: token), position(token))
            case .exclamationMark, .postfixQuestionMark:
                index += 1
                expression = .unwrap(expression)
            case .leftBrace where trailing && !token.startsLine:
                let closure = parseClosure()
                if case .call(let callee, var arguments, let position) = expression {
                    arguments.append(Argument(label: nil, value: .closure(closure)))
                    expression = .call(callee, arguments, position)
                } else {
                    expression = .call(expression, [Argument(label: nil, value: .closure(closure))], closure.position)
                }
            default:
                return expression
            }
        }
        return expression
    }

    mutating func parseArguments(closing: TokenKind, opening: Token?) -> [Argument] {
        var arguments: [Argument] = []
        while let token = current, token.kind != closing {
            var label: String? = nil
            if token.kind == .identifier || token.kind == .keyword || token.kind == .wildcard, isKind(.colon, at: 1) {
                label = name(token)
                index += 2
            }
            let before = index
            let value = parseExpression()
            arguments.append(Argument(label: label, value: value))
            if !consume(.comma) {
                if index == before || !(current?.kind == closing) {
                    // Unparseable argument: skip to the closing bracket.
                    while let next = current, next.kind != closing {
                        if next.kind == .leftParen || next.kind == .leftSquare || next.kind == .leftBrace { skipBalanced() } else { index += 1 }
                    }
                }
            }
        }
        close(closing, opening: opening)
        return arguments
    }

    mutating func parsePrimary() -> Expression {
        guard let token = current else { return .unsupported("expression expected", currentPosition) }
        let start = position(token)
        switch token.kind {
        case .stringLiteral, .stringHead:
            return parseString()
        case .integerLiteral:
            index += 1
            let digits = text(token).filter { $0 != "_" }
            return Int(digits).map { .integer($0, start) } ?? .unsupported("number \(digits)", start)
        case .floatLiteral:
            index += 1
            return Double(text(token).filter { $0 != "_" }).map { .float($0, start) } ?? .unsupported("number", start)
        case .keyword:
            switch token.keyword {
            case .if: return .branching(parseIf(), start)
            case .switch: return .branching(parseSwitch(), start)
            default: break
            }
            index += 1
            switch token.keyword {
            case .true: return .boolean(true, start)
            case .false: return .boolean(false, start)
            case .nil: return .nilLiteral(start)
            default: return .identifier(text(token), start)
            }
        case .backslash:
            return parseKeyPath()
        case .identifier, .dollarIdentifier, .wildcard:
            index += 1
            // `Set<String>(…)` and `Array<T>()`: the generic arguments say nothing we need.
            if let next = current, next.isOperator, !next.hasLeadingTrivia, text(next).hasPrefix("<") { skipAngles() }
            return .identifier(name(token), start)
        case .period:
            guard let member = peek(1) else {
                index += 1
                return .unsupported("`.` at end of file", start)
            }
            index += 2
            return .implicitMember(name(member), start)
        case .leftParen:
            index += 1
            let elements = parseArguments(closing: .rightParen, opening: token)
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return .tuple(elements, start)
        case .leftSquare:
            return parseCollectionLiteral()
        case .leftBrace:
            return .closure(parseClosure())
        case .rightParen, .rightSquare, .rightBrace, .comma:
            // Left for the construct it closes (`String.init(describing:)` has no value after its label).
            return .unsupported("expression expected before `\(text(token))`", start)
        default:
            index += 1
            return .unsupported("`\(text(token))`", start)
        }
    }

    /// `\.name.other` or `\Type.name`.
    mutating func parseKeyPath() -> Expression {
        let start = currentPosition
        index += 1
        while let token = current, token.kind == .identifier, !token.hasLeadingTrivia { index += 1 }
        var names: [String] = []
        while isKind(.period), let member = peek(1), member.kind == .identifier || member.kind == .keyword {
            names.append(name(member))
            index += 2
            if isKind(.postfixQuestionMark) || isKind(.exclamationMark) { index += 1 }
        }
        return names.isEmpty ? .unsupported("key path", start) : .keyPath(names, start)
    }

    mutating func parseCollectionLiteral() -> Expression {
        let start = currentPosition
        let opening = current
        index += 1
        if consume(.rightSquare) { return .array([], start) }
        if isKind(.colon), isKind(.rightSquare, at: 1) {
            index += 2
            return .dictionary([], start)
        }
        var elements: [Expression] = []
        var pairs: [(Expression, Expression)] = []
        while let token = current, token.kind != .rightSquare {
            let before = index
            let element = parseExpression()
            if consume(.colon) {
                pairs.append((element, parseExpression()))
            } else {
                elements.append(element)
            }
            if !consume(.comma), index == before { index += 1 }
        }
        close(.rightSquare, opening: opening)
        return pairs.isEmpty ? .array(elements, start) : .dictionary(pairs, start)
    }

    /// `{ a, b in … }`, `{ (a: T) -> U in … }` or `{ … $0 … }`.
    mutating func parseClosure() -> Closure {
        let start = currentPosition
        let opening = current
        index += 1
        var parameters: [String] = []
        var probe = index
        var level = 0
        while probe < tokens.count, probe - index < 64 {
            let token = tokens[probe]
            if token.keyword == .in, level == 0 {
                var previous: TokenKind? = nil
                for inner in index..<probe {
                    let candidate = tokens[inner]
                    if candidate.kind == .identifier || candidate.kind == .wildcard,
                        previous == nil || previous == .leftParen || previous == .comma
                    {
                        parameters.append(name(candidate))
                    }
                    previous = candidate.kind
                }
                index = probe + 1
                break
            }
            if token.kind == .leftParen { level += 1 }
            if token.kind == .rightParen { level -= 1 }
            let isHeaderToken = token.kind == .identifier || token.kind == .wildcard || token.kind == .comma
                || token.kind == .colon || token.kind == .leftParen || token.kind == .rightParen || token.kind == .arrow
                || token.kind == .period || token.isOperator || token.kind == .postfixQuestionMark || token.keyword == .throws
                || token.kind == .leftSquare || token.kind == .rightSquare
            if !isHeaderToken { break }
            probe += 1
        }
        let body = nested { $0.parseBlock(opening: opening) } ?? []
        return Closure(parameters: parameters, body: body, position: start)
    }

    // MARK: Strings

    mutating func parseString() -> Expression {
        guard let first = current else { return .unsupported("string expected", currentPosition) }
        let start = position(first)
        let bytes = source[Int(first.start)..<Int(first.end)]
        var pounds = 0
        while pounds < bytes.count, bytes[bytes.startIndex + pounds] == 35 { pounds += 1 }
        let multiline = first.flags.contains(.multiline)
        let delimiter = pounds + (multiline ? 3 : 1)
        index += 1
        if first.kind == .stringLiteral {
            let end = first.flags.contains(.unterminated) ? bytes.endIndex : bytes.endIndex - delimiter
            let content = Array(source[(bytes.startIndex + delimiter)..<max(end, bytes.startIndex + delimiter)])
            return .string([.text(Self.decode(content, pounds: pounds, multiline: multiline))], start)
        }
        // Head `"…\(`, then code, then middles `)…\(` and a tail `)…"`.
        let interpolationOpen = pounds + 2  // `\`, the pounds, `(`
        var parts: [StringPart] = []
        let headContent = Array(source[(bytes.startIndex + delimiter)..<(bytes.endIndex - interpolationOpen)])
        parts.append(.text(Self.decode(headContent, pounds: pounds, multiline: multiline)))
        while !atEnd {
            parts.append(.interpolation(parseExpression()))
            guard let piece = current, piece.kind == .stringMiddle || piece.kind == .stringTail else {
                return .unsupported("string interpolation", start)
            }
            index += 1
            let pieceBytes = source[Int(piece.start)..<Int(piece.end)]
            let closing = piece.kind == .stringTail ? (piece.flags.contains(.unterminated) ? 0 : delimiter) : interpolationOpen
            let content = Array(source[(pieceBytes.startIndex + 1)..<max(pieceBytes.endIndex - closing, pieceBytes.startIndex + 1)])
            parts.append(.text(Self.decode(content, pounds: pounds, multiline: multiline)))
            if piece.kind == .stringTail { break }
        }
        return .string(parts, start)
    }

    /// The value a string literal's text denotes: escapes resolved (those with the raw string's
    /// pounds), and a multi-line string's opening newline dropped.
    static func decode(_ content: [UInt8], pounds: Int, multiline: Bool) -> String {
        var bytes = content[...]
        if multiline, bytes.first == 10 { bytes = bytes.dropFirst() }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 92 else {
                result.append(byte)
                index += 1
                continue
            }
            var probe = index + 1
            var count = 0
            while count < pounds, probe < bytes.endIndex, bytes[probe] == 35 {
                count += 1
                probe += 1
            }
            guard count == pounds, probe < bytes.endIndex else {
                result.append(byte)
                index += 1
                continue
            }
            switch bytes[probe] {
            case 110: result.append(10)
            case 116: result.append(9)
            case 114: result.append(13)
            case 48: result.append(0)
            case 34, 39, 92: result.append(bytes[probe])
            default: result.append(contentsOf: bytes[index...probe])
            }
            index = probe + 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
