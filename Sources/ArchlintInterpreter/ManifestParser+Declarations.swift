import ArchlintLexer

extension ManifestParser {
    /// `(label name: @Attribute Type = default, …)`.
    mutating func parseParameters() -> [Parameter] {
        var parameters: [Parameter] = []
        let opening = current
        guard consume(.leftParen) else { return [] }
        while let token = current, token.kind != .rightParen {
            var isBuilder = false
            while isKind(.atSign), let attribute = peek(1) {
                if text(attribute).hasSuffix("Builder") { isBuilder = true }
                index += 2
                if let next = current, next.isOperator, !next.hasLeadingTrivia, text(next).hasPrefix("<") { skipAngles() }
            }
            var words: [String] = []
            while let word = current, word.kind == .identifier || word.kind == .keyword || word.kind == .wildcard {
                words.append(name(word))
                index += 1
            }
            var defaultValue: Expression? = nil
            var type: String? = nil
            if consume(.colon) {
                while isKind(.atSign), let attribute = peek(1) {
                    if text(attribute).hasSuffix("Builder") { isBuilder = true }
                    index += 2
                }
                if isKeyword(.inout) { index += 1 }
                type = parseTypeText()
                if consume(.equal) { defaultValue = parseExpression() }
            }
            if let last = words.last {
                let label = words.count > 1 ? words[0] : last
                parameters.append(Parameter(label: label == "_" ? nil : label, name: last, defaultValue: defaultValue, type: type, isBuilder: isBuilder))
            }
            if !consume(.comma) {
                if let next = current, next.kind != .rightParen { index += 1 }
            }
        }
        close(.rightParen, opening: opening)
        return parameters
    }

    /// `<T: Modulable, U>`: the names.
    mutating func parseGenericParameters() -> [String] {
        guard let token = current, token.isOperator, text(token).hasPrefix("<") else { return [] }
        let start = index
        skipAngles()
        var names: [String] = []
        var level = 0
        for offset in start..<index {
            let inner = tokens[offset]
            if inner.isOperator {
                for byte in source[Int(inner.start)..<Int(inner.end)] {
                    if byte == 60 { level += 1 } else if byte == 62 { level -= 1 }
                }
            }
            let previous = offset > start ? tokens[offset - 1] : inner
            if level == 1, inner.kind == .identifier, offset > start, previous.kind == .comma || (previous.isOperator && text(previous).hasSuffix("<")) {
                names.append(name(inner))
            }
        }
        return names
    }

    mutating func parseFunction(isStatic: Bool) -> FunctionDeclaration? {
        let declarationPosition = currentPosition
        index += 1
        guard let nameToken = current else { return nil }
        index += 1
        let generics = parseGenericParameters()
        let parameters = parseParameters()
        var returnType: String? = nil
        while let token = current, token.kind != .leftBrace, !token.startsLine || token.kind == .arrow || token.keyword == .where {
            if token.kind == .arrow {
                index += 1
                returnType = parseTypeText()
            } else {
                index += 1
            }
        }
        guard isKind(.leftBrace) else { return nil }
        let body = parseBody()
        return FunctionDeclaration(
            name: name(nameToken), parameters: parameters, body: body, isStatic: isStatic, position: declarationPosition, genericParameters: generics,
            returnType: returnType)
    }

    mutating func parseInitializer() -> FunctionDeclaration? {
        let declarationPosition = currentPosition
        index += 1
        if isKind(.postfixQuestionMark) || isKind(.exclamationMark) { index += 1 }
        let generics = parseGenericParameters()
        let parameters = parseParameters()
        while let token = current, token.kind != .leftBrace, token.kind != .rightBrace { index += 1 }
        let body = parseBody()
        return FunctionDeclaration(name: "init", parameters: parameters, body: body, isStatic: false, position: declarationPosition, genericParameters: generics)
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
        let kind: TypeDeclaration.Kind
        switch current?.keyword {
        case .extension: kind = .extensionType
        case .enum: kind = .enumeration
        case .protocol: kind = .protocolType
        case .class, .actor: kind = .classType
        default: kind = .structure
        }
        index += 1
        var typeName = ""
        while let token = current, token.kind == .identifier || token.kind == .keyword || token.kind == .period, token.keyword != .where {
            typeName += token.kind == .period ? "." : name(token)
            index += 1
        }
        if let token = current, token.isOperator, text(token).hasPrefix("<") { skipAngles() }
        var inheritance: [String] = []
        if consume(.colon) {
            while let token = current, token.kind != .leftBrace, token.keyword != .where {
                if let written = parseTypeText() { inheritance.append(written) }
                if !consume(.comma) { break }
            }
        }
        while let token = current, token.kind != .leftBrace { index += 1 }
        let opening = current
        guard consume(.leftBrace) else { return nil }
        var declaration = TypeDeclaration(name: typeName, kind: kind, inheritance: inheritance)
        while let token = current, token.kind != .rightBrace {
            guard let member = nested({ $0.parseMember(into: &declaration) }) else { break }
            if !member { index += 1 }
        }
        close(.rightBrace, opening: opening)
        return declaration
    }

    /// One member of a type body; false when nothing was understood (the caller skips a token).
    mutating func parseMember(into declaration: inout TypeDeclaration) -> Bool {
        let isStatic = skipAttributesAndModifiers()
        guard let token = current else { return false }
        switch token.keyword {
        case .case:
            index += 1
            while let caseName = current, caseName.kind == .identifier || caseName.kind == .keyword {
                index += 1
                let payloadTypes = isKind(.leftParen) ? parsePayloadTypes() : []
                var rawValue: Expression? = nil
                if consume(.equal) { rawValue = parsePrimary() }
                declaration.enumCases.append(EnumCase(name: name(caseName), rawValue: rawValue, payloadTypes: payloadTypes))
                if !consume(.comma) { break }
            }
            return true
        case .let, .var:
            index += 1
            guard let nameToken = current, nameToken.kind == .identifier || nameToken.kind == .keyword else { return false }
            index += 1
            let type = consume(.colon) ? parseTypeText() : nil
            if consume(.equal) {
                let value = parseExpression()
                if isStatic {
                    declaration.computedProperties.append((name(nameToken), type, [.returnStatement(value, value.position)], true))
                } else {
                    declaration.storedProperties.append((name(nameToken), type, value))
                }
                if isKind(.leftBrace) { skipBalanced() }  // `didSet`/`willSet` observers
            } else if isKind(.leftBrace) {
                let body = parseAccessors()
                declaration.computedProperties.append((name(nameToken), type, body, isStatic))
            } else if !isStatic {
                declaration.storedProperties.append((name(nameToken), type, nil))
            }
            return true
        case .func:
            if let function = parseFunction(isStatic: isStatic) { declaration.functions.append(function) }
            return true
        case .`init`:
            if let initializer = parseInitializer() { declaration.initializers.append(initializer) }
            return true
        case .struct, .enum, .class, .extension, .protocol:
            if let type = parseType() { declaration.nestedTypes.append(type) }
            return true
        case .typealias:
            if let alias = parseTypeAlias() { declaration.typeAliases.append(alias) }
            return true
        case .subscript, .deinit, .associatedtype:
            index += 1
            while let next = current, !next.startsLine, next.kind != .leftBrace { index += 1 }
            if isKind(.leftBrace) { skipBalanced() }
            return true
        default:
            return false
        }
    }

    /// `(Core, label: String = "x")` after a case name: the associated values' types.
    mutating func parsePayloadTypes() -> [String] {
        let opening = current
        index += 1
        var types: [String] = []
        while let token = current, token.kind != .rightParen {
            if token.kind == .identifier || token.kind == .wildcard, isKind(.colon, at: 1) { index += 2 }
            let start = index
            if let type = parseTypeText() { types.append(type) }
            if consume(.equal) { _ = parseExpression() }
            if !consume(.comma), index == start { index += 1 }
        }
        close(.rightParen, opening: opening)
        return types
    }

    /// `{ body }` or `{ get { body } set { … } }`: the getter's statements.
    mutating func parseAccessors() -> [Statement] {
        let opening = current
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
            close(.rightBrace, opening: opening)
            return getter
        }
        return nested { $0.parseBlock(opening: opening) } ?? []
    }
}
