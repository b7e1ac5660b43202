import ArchlintProject

/// The tags of a small XML document, in order, with their attributes (entities decoded) and
/// positions; text, comments, `<?…?>` and `<!…>` are skipped. Enough for workspace files.
struct XMLScanner {
    struct Tag {
        enum Kind {
            case open(String, [String: String])
            case empty(String, [String: String])
            case close(String)
        }

        var kind: Kind
        var position: ProjectPosition
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private(set) var failure: PropertyListParser.Failure?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var position: ProjectPosition { ProjectPosition(line: line, column: index - lineStart + 1) }

    private mutating func advance() {
        if bytes[index] == 10 {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Moves past `terminator`; false (with a failure) when the file ends first.
    private mutating func skip(past terminator: [UInt8], what: String, from start: ProjectPosition) -> Bool {
        while index < bytes.count {
            if bytes[index] == terminator[0], bytes[index...].starts(with: terminator) {
                for _ in terminator { advance() }
                return true
            }
            advance()
        }
        failure = .init(message: "unterminated \(what)", position: start)
        return false
    }

    mutating func next() -> Tag? {
        while failure == nil, index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            let start = position
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard skip(past: Array("-->".utf8), what: "comment", from: start) else { return nil }
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!") {
                guard skip(past: [UInt8(ascii: ">")], what: "declaration", from: start) else { return nil }
                continue
            }
            advance()
            let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if closing { advance() }
            let name = word()
            guard !name.isEmpty else {
                failure = .init(message: "a tag name was expected", position: start)
                return nil
            }
            if closing {
                guard skip(past: [UInt8(ascii: ">")], what: "tag", from: start) else { return nil }
                return Tag(kind: .close(name), position: start)
            }
            var attributes: [String: String] = [:]
            while true {
                skipSpaces()
                guard index < bytes.count else {
                    failure = .init(message: "unterminated tag <\(name)", position: start)
                    return nil
                }
                if bytes[index] == UInt8(ascii: ">") {
                    advance()
                    return Tag(kind: .open(name, attributes), position: start)
                }
                if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                    advance()
                    advance()
                    return Tag(kind: .empty(name, attributes), position: start)
                }
                let key = word()
                skipSpaces()
                guard !key.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    failure = .init(message: "an attribute was expected in <\(name)", position: position)
                    return nil
                }
                advance()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                    failure = .init(message: "a quoted value was expected for \(key)", position: position)
                    return nil
                }
                let quote = bytes[index]
                let valueStart = position
                advance()
                let from = index
                while index < bytes.count, bytes[index] != quote { advance() }
                guard index < bytes.count else {
                    failure = .init(message: "unterminated attribute value", position: valueStart)
                    return nil
                }
                attributes[key] = Self.decodeEntities(String(decoding: bytes[from..<index], as: UTF8.self))
                advance()
            }
        }
        return nil
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 10 || bytes[index] == 13 { advance() }
    }

    private mutating func word() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            guard byte > 32, byte != UInt8(ascii: "="), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/") else { break }
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `&amp; &lt; &gt; &quot; &apos;` and numeric `&#NN;` / `&#xNN;` references.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let scalar = number.flatMap(Unicode.Scalar.init) { result.unicodeScalars.append(scalar) } else { result += rest[amp...semicolon] }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
