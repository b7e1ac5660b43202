import ArchlintBase

/// Findings accepted as they are today, so a gate reports only new ones. Entries match by rule,
/// repository-relative path and the finding's content fingerprint (the import, edge or symbol —
/// never a line number or a message with numbers), with a count for repeated findings; moving code
/// or editing elsewhere in the file does not resurface them. Entries no longer matched are stale.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable, Comparable {
        public var rule: String
        public var file: String
        public var fingerprint: String
        public var count: Int
        /// The message when recorded, for people reading the file; not used for matching.
        public var message: String

        public var key: String { "\(rule)\u{0}\(file)\u{0}\(fingerprint)" }

        /// `file: note: baseline entry no longer occurs: rule fingerprint [stale]`, on one line.
        public var staleNote: String {
            TerminalText.escaped("\(file): note: baseline entry no longer occurs: \(rule) \(fingerprint) [stale]")
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.fingerprint) < (b.file, b.rule, b.fingerprint)
        }
    }

    public static let formatVersion = 1

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Today's findings, grouped and counted; a finding that also breaks other rules is recorded
    /// under each of them, so the baseline holds whichever rule reports it.
    public static func record(_ findings: [Finding]) -> Baseline {
        var byKey: [String: Entry] = [:]
        for finding in findings {
            for rule in [RuleBreak(ruleId: finding.ruleId, fingerprint: finding.fingerprint, line: finding.line, column: finding.column)] + finding.alsoBreaks {
                let entry = Entry(rule: rule.ruleId, file: finding.file, fingerprint: rule.fingerprint, count: 1, message: finding.message)
                if let existing = byKey[entry.key] {
                    byKey[entry.key]!.count = existing.count + 1
                } else {
                    byKey[entry.key] = entry
                }
            }
        }
        return Baseline(entries: Array(byKey.values))
    }

    public struct Match: Sendable {
        public var new: [Finding]
        public var baselined: [Finding]
        /// Entries (with the count left over) that matched fewer findings than recorded.
        public var stale: [Entry]
    }

    public func match(_ findings: [Finding]) -> Match {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        var new: [Finding] = []
        var baselined: [Finding] = []
        for finding in findings {
            // Matched by an entry of any rule it breaks (a baseline recorded before findings were
            // merged has one entry per rule); each matching entry is used up.
            let keys = [finding.ruleId + "\u{0}" + finding.file + "\u{0}" + finding.fingerprint]
                + finding.alsoBreaks.map { "\($0.ruleId)\u{0}\(finding.file)\u{0}\($0.fingerprint)" }
            let matching = keys.filter { (remaining[$0] ?? 0) > 0 }
            if matching.isEmpty {
                new.append(finding)
            } else {
                for key in keys where remaining[key, default: 0] > 0 { remaining[key]! -= 1 }
                baselined.append(finding)
            }
        }
        let stale = entries.compactMap { entry -> Entry? in
            guard let left = remaining[entry.key], left > 0 else { return nil }
            var staleEntry = entry
            staleEntry.count = min(left, entry.count)
            remaining[entry.key] = left - staleEntry.count
            return staleEntry
        }
        return Match(new: new, baselined: baselined, stale: stale)
    }

    /// Pretty, sorted JSON: one entry per finding kind, so the file diffs well and only shrinks.
    public func render() -> [UInt8] {
        var json = JSONWriter(indent: 2)
        json.beginObject()
        json.field("version", Baseline.formatVersion)
        json.field("tool", "archlint")
        json.key("entries")
        json.beginArray()
        for entry in entries {
            json.beginObject()
            json.field("rule", entry.rule)
            json.field("file", entry.file)
            json.field("fingerprint", entry.fingerprint)
            json.field("count", entry.count)
            json.field("message", entry.message)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.finishedDocument()
    }

    public static func parse(_ bytes: [UInt8], file: String) throws -> Baseline {
        let root: JSONValue.Located
        do {
            root = try JSON5Parser.parse(bytes: bytes)
        } catch let error as JSON5Parser.ParseError {
            throw ConfigurationError(file: file, keyPath: "", line: error.line, column: error.column, message: "invalid baseline JSON: \(error.message)")
        }
        var object = try ConfigObject(root, file: file, keyPath: "")
        guard try object.int("version") == formatVersion else {
            throw object.error("version", "unsupported baseline version (expected \(formatVersion)); record it again with `archlint baseline`")
        }
        _ = try object.string("tool")
        guard let list = object.raw("entries"), case .array(let items) = list.value else {
            throw object.error("entries", "expected an array of entries")
        }
        try object.finish()
        let entries = try items.enumerated().map { offset, item -> Entry in
            var entry = try ConfigObject(item, file: file, keyPath: "entries[\(offset)]")
            let result = Entry(
                rule: try entry.requiredString("rule"), file: try entry.requiredString("file"),
                fingerprint: try entry.requiredString("fingerprint"), count: try entry.int("count") ?? 1,
                message: try entry.string("message") ?? "")
            try entry.finish()
            return result
        }
        return Baseline(entries: entries)
    }
}
