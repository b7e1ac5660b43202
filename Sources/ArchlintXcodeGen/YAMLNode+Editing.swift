/// What XcodeGen does to spec dictionaries, done on nodes (which keep their positions): merging
/// one onto another, setting keys, expanding `${variables}`.
extension YAMLNode {
    /// The pairs of a mapping as a dictionary sees them: one per key, the last written winning,
    /// in the order keys first appear.
    var effectivePairs: [YAMLPair] {
        guard let pairs else { return [] }
        if pairs.count < 12 {
            // Small mappings, the usual ones: a scan is cheaper than hashing.
            var result: [YAMLPair] = []
            for pair in pairs {
                if let position = result.firstIndex(where: { $0.key.string == pair.key.string }) { result[position] = pair } else { result.append(pair) }
            }
            return result
        }
        var positions: [String: Int] = [:]
        var result: [YAMLPair] = []
        for pair in pairs {
            let key = pair.key.string ?? ""
            if let position = positions[key] {
                result[position] = pair
            } else {
                positions[key] = result.count
                result.append(pair)
            }
        }
        return result
    }

    /// A mapping whose values are all mappings (`targets:`, `targetTemplates:`), as XcodeGen's
    /// `[String: JSONDictionary]` casts accept it; nil when any value is something else.
    var mappingOfMappings: [YAMLPair]? {
        guard isMapping else { return nil }
        let pairs = effectivePairs
        return pairs.allSatisfy(\.value.isMapping) ? pairs : nil
    }

    /// The mapping with `key` set to `value`: its pair keeps its key node and place, or is appended.
    func setting(_ key: String, to value: YAMLNode) -> YAMLNode {
        var pairs = effectivePairs
        if let position = pairs.firstIndex(where: { $0.key.string == key }) {
            pairs[position].value = value
        } else {
            let keyNode = YAMLNode(.scalar(key, .plain), line: value.line, column: value.column, document: value.document)
            pairs.append(YAMLPair(key: keyNode, value: value))
        }
        var result = self
        result.content = .mapping(pairs)
        return result
    }

    /// The node with these pairs as its content (a mapping), in its place.
    func replacingPairs(_ pairs: [YAMLPair]) -> YAMLNode {
        var result = self
        result.content = .mapping(pairs)
        return result
    }

    /// An empty mapping placed where `node` is (for keys XcodeGen adds).
    static func emptyMapping(at node: YAMLNode) -> YAMLNode {
        YAMLNode(.mapping([]), line: node.line, column: node.column, document: node.document)
    }

    func setting(_ key: String, toScalar text: String) -> YAMLNode {
        setting(key, to: YAMLNode(.scalar(text, .plain), line: line, column: column, document: document))
    }

    /// XcodeGen's `merged(onto:)`: this mapping's keys win; mappings under the same key merge,
    /// sequences concatenate (`base`'s first); `key:REPLACE` replaces `key` outright.
    func merged(onto base: YAMLNode) -> YAMLNode {
        guard isMapping else { return self }
        guard base.isMapping else { return self }
        var pairs = base.effectivePairs
        var positions: [String: Int] = [:]
        for (position, pair) in pairs.enumerated() { positions[pair.key.string ?? ""] = position }
        for pair in effectivePairs {
            var key = pair.key
            var value = pair.value
            let name = key.string ?? ""
            if name.hasSuffix(":REPLACE") {
                key.content = .scalar(String(name.dropLast(8)), .plain)
            } else if let position = positions[name] {
                let existing = pairs[position].value
                if existing.isMapping, value.isMapping {
                    value = value.merged(onto: existing)
                } else if let items = value.sequence, let earlier = existing.sequence {
                    value.content = .sequence(earlier + items)
                }
            }
            let target = key.string ?? ""
            if let position = positions[target] {
                pairs[position] = YAMLPair(key: key, value: value)
            } else {
                positions[target] = pairs.count
                pairs.append(YAMLPair(key: key, value: value))
            }
        }
        return replacingPairs(pairs)
    }

    /// Every `${name}` of `variables` replaced in keys and scalars, at any depth.
    func expanding(_ variables: [String: String]) -> YAMLNode {
        guard !variables.isEmpty else { return self }
        var result = self
        switch content {
        case .scalar(let text, let style):
            result.content = .scalar(Self.expand(text, variables), style)
        case .sequence(let items):
            result.content = .sequence(items.map { $0.expanding(variables) })
        case .mapping(let pairs):
            result.content = .mapping(pairs.map { YAMLPair(key: $0.key.expanding(variables), value: $0.value.expanding(variables)) })
        }
        return result
    }

    /// XcodeGen's expansion: `${name}` with a known name is replaced; unknown names stay; a `${`
    /// never closed stops the expansion.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.indices.first(where: { bytes[$0] == 36 && $0 + 1 < bytes.count && bytes[$0 + 1] == 123 }) else { return text }
        var result = Array(bytes[..<first])
        var index = first
        while index < bytes.count {
            guard bytes[index] == 36, index + 1 < bytes.count, bytes[index + 1] == 123 else {
                result.append(bytes[index])
                index += 1
                continue
            }
            guard let close = bytes[(index + 2)...].firstIndex(of: 125) else {
                result += bytes[index...]
                break
            }
            let name = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
            if let value = variables[name], !name.isEmpty { result += value.utf8 } else { result += bytes[index...close] }
            index = close + 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
