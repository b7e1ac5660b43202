/// Flow collections: `[a, b]`, `{key: value}`, possibly over several lines and nested.
extension YAMLParser {
    /// The flow sequence or mapping opening at the current `[` or `{`.
    mutating func parseFlowCollection() -> YAMLNode {
        nested { $0.parseFlowCollectionContent() }
    }

    private mutating func parseFlowCollectionContent() -> YAMLNode {
        let start = position()
        let isSequence = peek() == 91
        let closing: UInt8 = isSequence ? 93 : 125
        let kind = isSequence ? "sequence" : "mapping"
        index += 1
        var items: [YAMLNode] = []
        var mapping = MappingBuilder()
        while !failed {
            skipFlowSpace()
            if failed { break }
            guard !atEnd else {
                fail("unterminated flow \(kind): no '\(isSequence ? "]" : "}")' closes the one opened at line \(start.line), column \(start.column)", at: start)
                break
            }
            if peek() == closing {
                index += 1
                break
            }
            if peek() == 44 {
                fail("expected a value before ',' in a flow \(kind)")
                break
            }
            if peek() == 63, Self.isBlankOrEnd(peek(1)) {
                fail("complex mapping keys (`? key`) are not supported")
                break
            }
            if peek() == 58 {
                fail("empty mapping keys (`: value`) are not supported")
                break
            }
            let entryStart = position()
            let key = parseFlowNode()
            skipFlowSpace()
            if failed { break }
            if peek() == 58 {
                guard line == entryStart.line else {
                    fail("a mapping key must be on one line, with its ':'", at: entryStart)
                    break
                }
                guard key.string != nil else {
                    fail("collections as mapping keys are not supported", at: entryStart)
                    break
                }
                index += 1
                skipFlowSpace()
                let value = peek() == 44 || peek() == closing ? emptyScalar(at: position()) : parseFlowNode()
                skipFlowSpace()
                if isSequence {
                    var pair = MappingBuilder()
                    pair.add(key: key, value: value, parser: &self)
                    items.append(pair.build(at: entryStart, parser: &self))
                } else {
                    mapping.add(key: key, value: value, parser: &self)
                }
            } else if isSequence {
                items.append(key)
            } else {
                guard key.string != nil else {
                    fail("collections as mapping keys are not supported", at: entryStart)
                    break
                }
                mapping.add(key: key, value: emptyScalar(at: position()), parser: &self)
            }
            if failed { break }
            if peek() == 44 {
                index += 1
            } else if peek() == closing {
                index += 1
                break
            } else if !atEnd {
                fail("expected ',' or '\(isSequence ? "]" : "}")' in a flow \(kind)")
            }
        }
        return isSequence ? node(.sequence(items), at: start) : mapping.build(at: start, parser: &self)
    }

    /// One value inside a flow collection.
    private mutating func parseFlowNode() -> YAMLNode {
        var properties = Properties(countBefore: nodeCount)
        if peek() == 38 || peek() == 33 {
            properties = parseProperties()
            skipFlowSpace()
        }
        let start = position()
        if failed { return emptyScalar(at: start) }
        let value: YAMLNode
        switch peek() {
        case 42:
            value = parseAlias()
        case 91, 123:
            value = parseFlowCollection()
        case 44, 93, 125, 58:
            value = emptyScalar(at: start)
        case 45 where Self.isBlankOrEnd(peek(1)):
            fail("block sequence entries ('- ') are not allowed inside a flow collection")
            return emptyScalar(at: start)
        default:
            guard let scalar = parseScalarStart(flow: true) else { return emptyScalar(at: start) }
            if case .scalar(_, .plain) = scalar.node.content {
                value = continuePlain(scalar.node, parentIndent: -1, flow: true)
            } else {
                value = scalar.node
            }
        }
        return applying(properties, to: value)
    }

    /// Blanks, line breaks and comments between the tokens of a flow collection.
    private mutating func skipFlowSpace() {
        while true {
            let byte = peek()
            if Self.isBlank(byte) {
                index += 1
            } else if Self.isBreak(byte) {
                consumeBreak()
                if atDocumentMarker() {
                    fail("a document marker inside a flow collection (a ']' or '}' is missing)")
                    return
                }
            } else if byte == 35 {
                skipComment()
            } else {
                return
            }
        }
    }
}
