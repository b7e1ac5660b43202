import Foundation

/// The seed architecture documents the presets are readings of: `shared/seeds/` next to the
/// repository (`../shared/seeds`, or next to a folder above it, as for a worktree), or the folder
/// in `$ARCHLINT_SEEDS`. A clean clone has none; the tests that need them are then skipped.
enum SeedDocuments {
    static let folder: String? = {
        let manager = FileManager.default
        if let given = ProcessInfo.processInfo.environment["ARCHLINT_SEEDS"], !given.isEmpty {
            return manager.fileExists(atPath: given) ? given : nil
        }
        var directory = URL(fileURLWithPath: Fixtures.root).deletingLastPathComponent().deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/seeds").path
            if manager.fileExists(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    static var available: Bool { folder != nil }

    /// The lines of seed `NNN` (its file is `NNN_<hash>.txt`); line N is `lines[N - 1]`.
    static func lines(_ seed: String) -> [String]? { documents[seed] }

    private static let documents: [String: [String]] = {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        var documents: [String: [String]] = [:]
        for name in names.sorted() where name.hasSuffix(".txt") && name.count > 4 && name.dropFirst(3).hasPrefix("_") {
            guard let text = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8) else { continue }
            documents[String(name.prefix(3))] = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return documents
    }()

    /// The content lines of every ```swift block (fences excluded), 1-based and inclusive.
    static func swiftBlocks(of lines: [String]) -> [ClosedRange<Int>] {
        var blocks: [ClosedRange<Int>] = []
        var index = 0
        while index < lines.count {
            if lines[index].hasPrefix("```swift") {
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                if end > index + 1 { blocks.append((index + 2)...end) }
                index = end
            }
            index += 1
        }
        return blocks
    }
}

/// A reference to seed lines with the words that must stand there: `000:L91 "Presentation Layer"`,
/// or `L2743 "Ensure UI updates"` (the seed of the text it is written in). A range's quote may
/// stand anywhere on its lines; `…` in a quote skips words.
struct SeedCitation: CustomStringConvertible {
    var seed: String
    var lines: ClosedRange<Int>
    var quote: String?

    var description: String {
        let range = lines.count == 1 ? "L\(lines.lowerBound)" : "L\(lines.lowerBound)-\(lines.upperBound)"
        return "\(seed):\(range)" + (quote.map { " \"\($0)\"" } ?? "")
    }

    /// Every citation in `text`; a bare `L123` belongs to `defaultSeed`.
    static func all(in text: String, defaultSeed: String) -> [SeedCitation] {
        text.matches(of: pattern).compactMap { SeedCitation($0, defaultSeed: defaultSeed) }
    }

    /// `NNN:` (optional), `L<first>`, `-<last>` (optional), then an optional quote.
    static var pattern: Regex<(Substring, Substring?, Substring, Substring?, Substring?)> {
        #/(?:\b(\d{3}):)?\bL(\d+)(?:-(\d+))?(?:\s*"([^"]*)")?/#
    }

    /// Why the citation does not hold in the seed text, or nil when its lines exist and the quote
    /// stands on them (spacing aside).
    func problem(in seedLines: [String]) -> String? {
        guard lines.upperBound <= seedLines.count else { return "\(self): the seed has \(seedLines.count) lines" }
        guard let quote else { return "\(self): no quote" }
        let cited = Self.collapsed(seedLines[(lines.lowerBound - 1)...(lines.upperBound - 1)].joined(separator: " "))
        // "A … B": the parts stand in this order, with anything between them.
        var rest = cited[...]
        for part in quote.components(separatedBy: "…").map(Self.collapsed) where !part.isEmpty {
            guard let found = rest.range(of: part) else { return "\(self): the seed says \"\(cited.prefix(160))\"" }
            rest = rest[found.upperBound...]
        }
        return nil
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension SeedCitation {
    /// The citation a match of `pattern` spells; a bare `L123` belongs to `defaultSeed`.
    init?(_ match: Regex<(Substring, Substring?, Substring, Substring?, Substring?)>.Match, defaultSeed: String) {
        guard let first = Int(match.output.2) else { return nil }
        let last = match.output.3.flatMap { Int($0) } ?? first
        guard last >= first else { return nil }
        self.init(seed: match.output.1.map(String.init) ?? defaultSeed, lines: first...last, quote: match.output.4.map(String.init))
    }
}
