import ArchlintBase
import ArchlintRules

/// The data the report's script reads: findings with their excerpts, the picture's nodes and edges
/// with the findings on them, the rules, and groups worth collapsing. JSON in a script element,
/// with `<` escaped so no text can close it.
extension HTMLReport {
    func data() -> String {
        var json = JSONWriter(indent: 0)
        json.beginObject()
        json.key("findings")
        json.beginArray()
        var excerpts = SourceExcerpts(root: root)
        for (offset, entry) in entries.enumerated() { write(entry, module: modules[offset], excerpts: &excerpts, to: &json) }
        json.endArray()
        json.key("nodes")
        json.beginArray()
        for (offset, node) in export.nodes.enumerated() {
            let frame = picture.layout.nodes[offset]
            json.beginObject()
            json.field("id", node.id)
            json.field("layer", node.layer)
            json.field("modules", strings: node.modules)
            json.field("files", node.fileCount)
            json.key("box")
            writeIntegers([frame.x, frame.y, frame.width, frame.height].map { Int($0.rounded()) }, to: &json)
            json.field("row", picture.layout.rows[offset])
            json.key("own")
            writeIntegers(node.findings, to: &json)
            json.key("all")
            writeIntegers(picture.nodeFindings[offset], to: &json)
            json.endObject()
        }
        json.endArray()
        json.key("edges")
        json.beginArray()
        for (offset, edge) in export.edges.enumerated() {
            json.beginObject()
            json.field("from", picture.ends[offset].from)
            json.field("to", picture.ends[offset].to)
            json.field("kinds", strings: edge.kinds)
            json.key("findings")
            writeIntegers(edge.findings, to: &json)
            json.field("cycle", edge.isCycle)
            json.endObject()
        }
        json.endArray()
        json.key("rules")
        json.beginObject()
        for rule in report.rules where rule.isEnabled {
            json.key(rule.id)
            json.beginObject()
            json.field("kind", rule.kind)
            json.field("message", rule.message)
            json.endObject()
        }
        json.endObject()
        json.key("cycleRules")
        json.beginArray()
        for rule in export.cycleRules.sorted() { json.value(rule) }
        json.endArray()
        json.key("groups")
        json.beginArray()
        for group in collapseSuggestions() {
            json.beginObject()
            json.field("name", group.name)
            json.field("pattern", group.pattern)
            json.field("count", group.count)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        var escaped: [UInt8] = []
        escaped.reserveCapacity(json.bytes.count)
        for byte in json.bytes {
            if byte == UInt8(ascii: "<") { escaped += Array("\\u003c".utf8) } else { escaped.append(byte) }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private func write(_ entry: (finding: Finding, status: Status, reason: String?), module: String?, excerpts: inout SourceExcerpts, to json: inout JSONWriter) {
        let finding = entry.finding
        json.beginObject()
        json.field("rule", finding.ruleId)
        json.field("severity", finding.severity.rawValue)
        json.field("message", finding.message)
        json.field("file", finding.file)
        json.field("line", finding.line)
        json.field("column", finding.column)
        json.field("module", module)
        json.field("status", entry.status.rawValue)
        if let reason = entry.reason { json.field("reason", reason) }
        json.key("evidence")
        json.beginArray()
        for item in finding.evidence {
            json.beginArray()
            json.value(item.file)
            json.value(item.line)
            json.value(item.description)
            json.endArray()
        }
        json.endArray()
        var also: [String] = []
        for rule in finding.alsoBreaks where rule.ruleId != finding.ruleId && !also.contains(rule.ruleId) { also.append(rule.ruleId) }
        json.field("also", strings: also)
        if let excerpt = excerpts.excerpt(file: finding.file, line: finding.line) {
            json.field("codeLine", excerpt.firstLine)
            json.field("code", strings: excerpt.lines)
        }
        json.endObject()
    }

    private func writeIntegers(_ values: [Int], to json: inout JSONWriter) {
        json.beginArray()
        for value in values { json.value(value) }
        json.endArray()
    }

    /// Name endings several modules share (`…Feature`, `…Client`), most common first: groups the
    /// picture offers to collapse.
    func collapseSuggestions() -> [(name: String, pattern: String, count: Int)] {
        var counts: [String: Int] = [:]
        for node in export.nodes where node.modules.count == 1 && node.id == node.modules[0] {
            guard let suffix = Self.lastWord(node.id), suffix != node.id else { continue }
            counts[suffix, default: 0] += 1
        }
        return counts.filter { $0.value >= 3 && $0.value < export.nodes.count }
            .sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(6)
            .map { ("*\($0.key)", "\($0.key)$", $0.value) }
    }

    /// The last word of a camel-case name: `Feature` in `SearchFeature`, `API` in `LoginAPI`.
    static func lastWord(_ name: String) -> String? {
        let characters = Array(name)
        guard var start = characters.lastIndex(where: \.isUppercase) else { return nil }
        if start == characters.count - 1 {
            while start > 0, characters[start - 1].isUppercase { start -= 1 }
        }
        let word = String(characters[start...])
        return word.count >= 3 && word.allSatisfy({ $0.isLetter || $0.isNumber }) ? word : nil
    }
}
