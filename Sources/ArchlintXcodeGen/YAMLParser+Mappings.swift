extension YAMLParser {
    /// Collects a mapping's pairs: merge keys (`<<: *base`, `<<: [*a, *b]`) put the merged pairs
    /// first (of a list, the earlier mapping's last, so it wins), as YAML's merge type says; a key
    /// written twice is reported.
    struct MappingBuilder {
        private var merged: [YAMLPair] = []
        private var own: [YAMLPair] = []
        private var lines: [String: Int] = [:]

        mutating func add(key: YAMLNode, value: YAMLNode, parser: inout YAMLParser) {
            if case .scalar("<<", .plain) = key.content {
                switch value.content {
                case .mapping(let pairs):
                    merged += pairs
                    parser.nodeCount += pairs.count
                case .sequence(let items) where items.allSatisfy(\.isMapping):
                    for item in items.reversed() {
                        merged += item.pairs ?? []
                        parser.nodeCount += item.pairs?.count ?? 0
                    }
                default:
                    parser.fail("a merge key `<<` takes a mapping or a list of mappings", at: (key.line, key.column))
                }
                if parser.nodeCount > YAMLParser.maximumNodes {
                    parser.fail("aliases expand to more than \(YAMLParser.maximumNodes) nodes", at: (key.line, key.column))
                }
                return
            }
            if let text = key.string {
                if let earlier = lines[text] {
                    parser.warn("duplicate key `\(text)` (first at line \(earlier)): the last one counts", at: (key.line, key.column))
                } else {
                    lines[text] = key.line
                }
            }
            own.append(YAMLPair(key: key, value: value))
        }

        func build(at place: (line: Int, column: Int), parser: inout YAMLParser) -> YAMLNode {
            parser.node(.mapping(merged + own), at: place)
        }
    }
}
