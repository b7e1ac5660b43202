import ArchlintBase
import ArchlintProject

/// Reads the YAML subset XcodeGen specs are written in, the way libyaml (XcodeGen's YAML reader,
/// through Yams) reads it: block mappings and sequences (a sequence may sit at its key's
/// indentation), flow `[…]`/`{…}` collections, plain, quoted and block (`|`, `>`) scalars,
/// comments, a leading `---`, anchors, aliases and merge keys. Tags, directives, complex keys and
/// further documents are outside the subset: each is an issue with its line and column, never a
/// guess. The first syntax error stops the reading (the nodes before it are kept).
/// One pass over the bytes; nesting and alias expansion are bounded, so no input hangs it.
public struct YAMLParser {
    public struct Issue: Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var line: Int
        public var column: Int
        /// Reading stopped here; what follows was not read.
        public var isError: Bool

        public var description: String { "\(line):\(column): \(message)" }
    }

    public struct Result: Sendable {
        /// The document's root node; nil for an empty document or unreadable text.
        public var root: YAMLNode?
        public var issues: [Issue]
        /// `# archlint:…` comments.
        public var directives: [ProjectDirective]
        /// No syntax error: the whole document was read.
        public var isComplete: Bool { !issues.contains(where: \.isError) }
    }

    static let maximumDepth = 200
    static let maximumNodes = 1_000_000

    let bytes: [UInt8]
    let document: Int
    var index = 0
    var line = 1
    var lineStart = 0
    /// Where `nextContentLine()` last stopped: the first character of a line's content.
    var contentStart = -1
    var issues: [Issue] = []
    var directives: [ProjectDirective] = []
    var failed = false
    var anchors: [String: (node: YAMLNode, size: Int, line: Int)] = [:]
    var nodeCount = 0
    var depth = 0
    private var columns = ColumnCounter()

    init(bytes: [UInt8], document: Int) {
        self.bytes = bytes
        self.document = document
    }

    /// Parses one document from `bytes`; `document` is stored in every node (see `YAMLNode.document`).
    public static func parse(_ bytes: [UInt8], document: Int = 0) -> Result {
        var parser = YAMLParser(bytes: bytes, document: document)
        if let invalid = TextValidation.firstInvalidCharacter(bytes) {
            let issue = Issue(message: invalid.message, line: invalid.line, column: invalid.column, isError: true)
            return Result(root: nil, issues: [issue], directives: [])
        }
        let root = parser.parseStream()
        return Result(root: root, issues: parser.issues, directives: parser.directives)
    }

    public static func parse(_ text: String, document: Int = 0) -> Result {
        parse(Array(text.utf8), document: document)
    }

    // MARK: Bytes and positions

    func peek(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position < bytes.count ? bytes[position] : 0
    }

    static func isBreak(_ byte: UInt8) -> Bool { byte == 10 || byte == 13 }
    static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }
    /// Blank, line break or the end (the validated text holds no NUL, so 0 is the end).
    static func isBlankOrEnd(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 0 }
    static func isFlowIndicator(_ byte: UInt8) -> Bool { byte == 44 || byte == 91 || byte == 93 || byte == 123 || byte == 125 }

    var atEnd: Bool { index >= bytes.count }

    /// Consumes one line break (`\n`, `\r\n` or `\r`).
    mutating func consumeBreak() {
        if peek() == 13, peek(1) == 10 { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    mutating func skipBlanks() {
        while Self.isBlank(peek()) { index += 1 }
    }

    /// The 1-based column of `position` on the current line, counting characters, in amortized
    /// constant time (positions are asked for in increasing order along a line).
    mutating func column(at position: Int) -> Int {
        columns.column(at: position, lineStart: lineStart, in: bytes)
    }

    mutating func position() -> (line: Int, column: Int) { (line, column(at: index)) }

    /// Records the syntax error that stops the reading (only the first counts).
    mutating func fail(_ message: String, at place: (line: Int, column: Int)? = nil) {
        guard !failed else { return }
        failed = true
        let place = place ?? position()
        issues.append(Issue(message: message, line: place.line, column: place.column, isError: true))
    }

    mutating func warn(_ message: String, at place: (line: Int, column: Int)) {
        issues.append(Issue(message: message, line: place.line, column: place.column, isError: false))
    }

    mutating func node(_ content: YAMLNode.Content, at place: (line: Int, column: Int)) -> YAMLNode {
        nodeCount += 1
        return YAMLNode(content, line: place.line, column: place.column, document: document)
    }

    mutating func emptyScalar(at place: (line: Int, column: Int)) -> YAMLNode {
        node(.scalar("", .plain), at: place)
    }

    // MARK: Lines

    /// Whether the rest of the line holds nothing but blanks and a comment.
    mutating func atLineEnd() -> Bool {
        skipBlanks()
        let byte = peek()
        return byte == 0 || Self.isBreak(byte) || byte == 35
    }

    /// Skips a `#` comment to the end of its line, keeping `# archlint:…` directives.
    mutating func skipComment() {
        let start = index
        let place = position()
        while !atEnd, !Self.isBreak(bytes[index]) { index += 1 }
        var textStart = start + 1
        while textStart < index, Self.isBlank(bytes[textStart]) { textStart += 1 }
        var textEnd = index
        while textEnd > textStart, Self.isBlank(bytes[textEnd - 1]) { textEnd -= 1 }
        let text = bytes[textStart..<textEnd]
        if text.starts(with: Array("archlint:".utf8)) {
            directives.append(ProjectDirective(text: String(decoding: text, as: UTF8.self), position: ProjectPosition(line: place.line, column: place.column)))
        }
    }

    /// Moves to the first character of the next line holding content (past the rest of the
    /// current line, which must be blank or a comment, and past blank and comment lines) and
    /// returns its 0-based indentation: -1 for a document marker (`---`, `...`), nil at the end.
    mutating func nextContentLine() -> Int? {
        if index == contentStart { return currentIndentation() }
        if index != lineStart {
            guard atLineEnd() else {
                fail("unexpected text after the value (a value ends at its line's end or at a ' #' comment)")
                return nil
            }
            if peek() == 35 { skipComment() }
            guard !atEnd else { return nil }
            consumeBreak()
        }
        while !atEnd {
            while peek() == 32 { index += 1 }
            if index == lineStart, bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
                // libyaml skips a byte order mark at the start of any line.
                index += 3
            }
            if peek() == 9 {
                fail("a tab in indentation (YAML indents with spaces only)")
                return nil
            }
            if peek() == 35 { skipComment() }
            if atEnd { return nil }
            if Self.isBreak(peek()) {
                consumeBreak()
                continue
            }
            contentStart = index
            return currentIndentation()
        }
        return nil
    }

    private mutating func currentIndentation() -> Int {
        let indentation = column(at: index) - 1
        return indentation == 0 && atDocumentMarker() ? -1 : indentation
    }

    /// `---` or `...` at the start of a line, followed by a blank or the line's end.
    func atDocumentMarker() -> Bool {
        guard index == lineStart, index + 2 < bytes.count else { return false }
        let first = bytes[index]
        return (first == 45 || first == 46) && bytes[index + 1] == first && bytes[index + 2] == first
            && Self.isBlankOrEnd(peek(3))
    }

    var atSequenceEntry: Bool { peek() == 45 && Self.isBlankOrEnd(peek(1)) }

    // MARK: Document

    mutating func parseStream() -> YAMLNode? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        guard let indentation = nextContentLine(), !failed else { return nil }
        if indentation == 0, peek() == 37 {
            fail("YAML directives (`%YAML`, `%TAG`) are not supported")
            return nil
        }
        var root: YAMLNode?
        if indentation == -1, peek() == 45 {
            let place = position()
            index += 3
            if atLineEnd() {
                let next = nextContentLine()
                if failed { return nil }
                // An empty document's null is where the next token starts, as libyaml places it.
                let end = index == lineStart || next != nil ? position() : (line + 1, 1)
                root = parseBlockValue(parentIndent: -1, indentless: false, properties: Properties(), fallback: next == nil || next == -1 ? end : place)
            } else {
                root = parseNode(parentIndent: -1, allowBlock: false, indentless: false)
            }
        } else if indentation != -1 {
            root = parseNode(parentIndent: -1, allowBlock: true, indentless: false)
        }
        guard !failed, let next = nextContentLine(), !failed else { return root }
        guard next == -1 else {
            fail(peek() == 58 && Self.isBlankOrEnd(peek(1))
                ? "empty mapping keys (`: value`) are not supported"
                : "unexpected text after the document's root node (check its indentation)")
            return root
        }
        let place = position()
        if peek() == 46 {
            index += 3
            guard let after = nextContentLine(), !failed else { return root }
            guard after == -1 else {
                fail("text after the document's end (`...`) must start a new document with `---`")
                return root
            }
        }
        warn("only the first YAML document is read; what follows this marker is not", at: place)
        return root
    }

    // MARK: Block structure

    /// The anchor written before a node (a tag is reported and skipped), and where the first
    /// property starts: a node with properties starts there.
    struct Properties {
        var anchor: String?
        /// `nodeCount` before the node: the anchored node's size is what it added.
        var countBefore = 0
        var place: (line: Int, column: Int)?
    }

    /// A node whose content starts on a following line (after `key:`, `-` or properties at a
    /// line's end): more indented than `parentIndent`, or a sequence at the key's own indentation
    /// when `indentless`. Anything else makes it empty.
    mutating func parseBlockValue(
        parentIndent: Int, indentless: Bool, properties: Properties, fallback: (line: Int, column: Int)
    ) -> YAMLNode {
        guard let indentation = nextContentLine(), !failed else { return applying(properties, to: emptyScalar(at: fallback)) }
        if indentation > parentIndent {
            return parseNode(parentIndent: parentIndent, allowBlock: true, indentless: indentless, properties: properties)
        }
        if indentation == parentIndent, indentless, atSequenceEntry {
            return applying(properties, to: parseBlockSequence(indent: indentation))
        }
        if indentation == parentIndent, peek() == 124 || peek() == 62 {
            // libyaml takes a block scalar at its key's (or its '-''s) indentation as the value.
            return applying(properties, to: parseBlockScalar(parentIndent: parentIndent))
        }
        return applying(properties, to: emptyScalar(at: fallback))
    }

    /// The node starting at the current character. `allowBlock`: a block mapping or sequence may
    /// start here (at a line's start or after `- `), not after `key: ` on the same line.
    mutating func parseNode(parentIndent: Int, allowBlock: Bool, indentless: Bool, properties: Properties? = nil) -> YAMLNode {
        nested { $0.parseNodeContent(parentIndent: parentIndent, allowBlock: allowBlock, indentless: indentless, properties: properties) }
    }

    /// `body`, one level deeper: past `maximumDepth` an error, so no input exhausts the stack.
    mutating func nested(_ body: (inout YAMLParser) -> YAMLNode) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            fail("nested more than \(Self.maximumDepth) levels deep")
            return emptyScalar(at: position())
        }
        return body(&self)
    }

    private mutating func parseNodeContent(parentIndent: Int, allowBlock: Bool, indentless: Bool, properties: Properties?) -> YAMLNode {
        let start = position()
        var outer = properties ?? Properties(countBefore: nodeCount)
        var inline = Properties(countBefore: nodeCount)
        if peek() == 38 || peek() == 33 {
            inline = parseProperties()
            if failed { return emptyScalar(at: start) }
            if atLineEnd() {
                if outer.anchor == nil { outer.anchor = inline.anchor }
                if outer.place == nil { outer.place = inline.place }
                outer.countBefore = min(outer.countBefore, inline.countBefore)
                return parseBlockValue(parentIndent: parentIndent, indentless: indentless, properties: outer, fallback: start)
            }
        }
        let indent = start.column - 1
        switch peek() {
        case 42:  // *
            if inline.anchor != nil { fail("an alias cannot have an anchor") }
            let alias = parseAlias()
            let save = index
            skipBlanks()
            guard peek() == 58, Self.isBlankOrEnd(peek(1)), !failed else {
                index = save
                return applying(outer, to: alias)
            }
            guard allowBlock, alias.string != nil else {
                fail(allowBlock ? "collections as mapping keys are not supported" : "mapping values are not allowed here (a `key: value` after `key:` on the same line)", at: start)
                return emptyScalar(at: start)
            }
            return applying(outer, to: parseBlockMapping(indent: indent, firstKey: alias, at: inline.place ?? start))
        case 91, 123:  // [ {
            let collection = parseFlowCollection()
            skipBlanks()
            if !failed, peek() == 58, Self.isBlankOrEnd(peek(1)) { fail("collections as mapping keys are not supported", at: start) }
            return applying(outer, to: applying(inline, to: collection))
        case 124, 62:  // | >
            return applying(outer, to: applying(inline, to: parseBlockScalar(parentIndent: parentIndent)))
        case 45 where Self.isBlankOrEnd(peek(1)):  // -
            guard allowBlock, inline.place == nil else {
                fail("a sequence cannot start on the line of its key (`key: - item`); put `- item` on the next line")
                return emptyScalar(at: start)
            }
            return applying(outer, to: applying(inline, to: parseBlockSequence(indent: indent)))
        case 63 where Self.isBlankOrEnd(peek(1)):  // ?
            fail("complex mapping keys (`? key`) are not supported")
            return emptyScalar(at: start)
        case 58 where Self.isBlankOrEnd(peek(1)):  // :
            fail("empty mapping keys (`: value`) are not supported")
            return emptyScalar(at: start)
        default:
            break
        }
        guard let scalar = parseScalarStart(flow: false) else { return emptyScalar(at: start) }
        if scalar.isKey {
            guard allowBlock else {
                fail("mapping values are not allowed here (a `key: value` after `key:` on the same line)")
                return emptyScalar(at: start)
            }
            let key = applying(inline, to: scalar.node)
            return applying(outer, to: parseBlockMapping(indent: indent, firstKey: key, at: (key.line, key.column)))
        }
        var value = scalar.node
        if case .scalar(_, .plain) = value.content, !failed {
            value = continuePlain(value, parentIndent: parentIndent, flow: false)
        }
        return applying(outer, to: applying(inline, to: value))
    }

    /// A scalar and whether it is a mapping key (followed by `: ` on its line).
    struct ScalarStart {
        var node: YAMLNode
        var isKey: Bool
    }

    /// The quoted scalar, or the first line of the plain scalar, at the current character.
    mutating func parseScalarStart(flow: Bool) -> ScalarStart? {
        let start = position()
        let byte = peek()
        if byte == 34 || byte == 39 {
            let startLine = line
            guard let text = parseQuoted() else { return nil }
            let scalar = node(.scalar(text, byte == 34 ? .doubleQuoted : .singleQuoted), at: start)
            let save = index
            skipBlanks()
            let isKey = !flow && peek() == 58 && Self.isBlankOrEnd(peek(1))
            if isKey, line != startLine {
                fail("a mapping key must be on one line", at: start)
                return nil
            }
            if !isKey { index = save }
            return ScalarStart(node: scalar, isKey: isKey)
        }
        guard canStartPlain(flow: flow) else {
            let character = String(decoding: [byte], as: UTF8.self)
            fail("'\(byte < 0x80 ? character : "this character")' cannot start a value")
            return nil
        }
        let (text, stop) = scanPlainLine(flow: flow)
        let scalar = node(.scalar(text, .plain), at: start)
        return ScalarStart(node: scalar, isKey: !flow && stop == .colon)
    }

    /// A block mapping whose first key (at column `indent`, 0-based) was just read.
    mutating func parseBlockMapping(indent: Int, firstKey: YAMLNode, at start: (line: Int, column: Int)) -> YAMLNode {
        var builder = MappingBuilder()
        var key: YAMLNode? = firstKey
        while let currentKey = key, !failed {
            index += 1  // ':'
            let afterColon = position()
            let value: YAMLNode
            if atLineEnd() {
                value = parseBlockValue(parentIndent: indent, indentless: true, properties: Properties(), fallback: afterColon)
            } else {
                value = parseNode(parentIndent: indent, allowBlock: false, indentless: true)
            }
            // A value cut short by an error still counts: what it read is kept.
            builder.add(key: currentKey, value: value, parser: &self)
            if failed { break }
            key = nil
            guard let next = nextContentLine(), next >= indent, !failed else { break }
            guard next == indent else {
                fail("this line is indented more than the keys of its mapping")
                break
            }
            key = parseMappingKey()
        }
        return builder.build(at: start, parser: &self)
    }

    /// The key of a further entry of a block mapping, at the current character; nil on error.
    mutating func parseMappingKey() -> YAMLNode? {
        if atSequenceEntry {
            fail("expected `key: value` here, found a sequence entry ('-') at the indentation of the mapping's keys")
            return nil
        }
        var properties = Properties(countBefore: nodeCount)
        if peek() == 38 || peek() == 33 { properties = parseProperties() }
        switch peek() {
        case 63 where Self.isBlankOrEnd(peek(1)):
            fail("complex mapping keys (`? key`) are not supported")
            return nil
        case 58 where Self.isBlankOrEnd(peek(1)):
            fail("empty mapping keys (`: value`) are not supported")
            return nil
        case 91, 123:
            fail("collections as mapping keys are not supported")
            return nil
        case 42:
            let alias = parseAlias()
            skipBlanks()
            guard !failed else { return nil }
            guard alias.string != nil, peek() == 58, Self.isBlankOrEnd(peek(1)) else {
                fail(alias.string == nil ? "collections as mapping keys are not supported" : "expected `key: value` (a line of a mapping is a key followed by ': ')")
                return nil
            }
            return alias
        default:
            break
        }
        guard !failed, let scalar = parseScalarStart(flow: false) else { return nil }
        guard scalar.isKey else {
            fail("expected `key: value` (a line of a mapping is a key followed by ': ')", at: (scalar.node.line, scalar.node.column))
            return nil
        }
        return applying(properties, to: scalar.node)
    }

    /// A block sequence whose first `-` (at column `indent`, 0-based) is the current character.
    mutating func parseBlockSequence(indent: Int) -> YAMLNode {
        let start = position()
        var items: [YAMLNode] = []
        while !failed {
            index += 1
            let dash = position()
            while peek() == 32 { index += 1 }
            if peek() == 9 {
                fail("a tab after a sequence's '-' (libyaml allows only spaces there)")
                break
            }
            if atLineEnd() {
                items.append(parseBlockValue(parentIndent: indent, indentless: false, properties: Properties(), fallback: dash))
            } else {
                items.append(parseNode(parentIndent: indent, allowBlock: true, indentless: false))
            }
            guard let next = nextContentLine(), next >= indent, !failed else { break }
            guard next == indent else {
                fail("this line is indented more than the entries ('-') of its sequence")
                break
            }
            guard atSequenceEntry else { break }
        }
        return node(.sequence(items), at: start)
    }

    // MARK: Anchors, aliases, tags

    /// `&anchor` and `!tag` before a node; a tag is reported and ignored.
    mutating func parseProperties() -> Properties {
        var properties = Properties(countBefore: nodeCount, place: position())
        while !failed {
            if peek() == 38 {
                let place = position()
                index += 1
                guard let name = scanAnchorName(), properties.anchor == nil else {
                    fail(properties.anchor == nil ? "an anchor needs a name (letters, digits, '_' or '-')" : "a node has one anchor at most", at: place)
                    break
                }
                properties.anchor = name
            } else if peek() == 33 {
                let place = position()
                let start = index
                while !Self.isBlankOrEnd(peek()), !(Self.isFlowIndicator(peek())) { index += 1 }
                let tag = String(decoding: bytes[start..<index], as: UTF8.self)
                warn("YAML tags are not supported: `\(tag)` is ignored and the value read as written", at: place)
            } else {
                break
            }
            skipBlanks()
        }
        return properties
    }

    mutating func scanAnchorName() -> String? {
        let start = index
        while true {
            let byte = peek()
            let isNameByte = (byte | 0x20) &- 97 < 26 || byte &- 48 < 10 || byte == 95 || byte == 45
            guard isNameByte else { break }
            index += 1
        }
        guard index > start else { return nil }
        let after = peek()
        guard Self.isBlankOrEnd(after) || [63, 58, 44, 93, 125, 37, 64, 96].contains(after) else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func parseAlias() -> YAMLNode {
        let place = position()
        index += 1
        guard let name = scanAnchorName() else {
            fail("an alias needs a name (letters, digits, '_' or '-')", at: place)
            return emptyScalar(at: place)
        }
        guard let anchored = anchors[name] else {
            fail("unknown alias `*\(name)` (no `&\(name)` before it)", at: place)
            return emptyScalar(at: place)
        }
        nodeCount += anchored.size
        if nodeCount > Self.maximumNodes {
            fail("aliases expand to more than \(Self.maximumNodes) nodes", at: place)
            return emptyScalar(at: place)
        }
        return anchored.node
    }

    mutating func applying(_ properties: Properties, to node: YAMLNode) -> YAMLNode {
        var node = node
        if let place = properties.place {
            node.line = place.line
            node.column = place.column
        }
        if let anchor = properties.anchor {
            if let earlier = anchors[anchor] {
                warn("anchor `&\(anchor)` defined again (first at line \(earlier.line)): aliases after this use the new one", at: (node.line, node.column))
            }
            anchors[anchor] = (node, max(1, nodeCount - properties.countBefore), node.line)
        }
        return node
    }
}
