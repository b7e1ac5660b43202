import Foundation
import Testing

/// One piece of a seed's ```swift block as committed under `Fixtures/seeds/<seed>/` by
/// `Scripts/extract-seed-blocks.py`: the seed lines it holds, verbatim, after a header saying
/// where they come from and which findings the seed's own text makes them earn.
struct SeedPiece {
    struct Expectation: Hashable {
        var rule: String
        var line: Int
    }

    var path: String
    var seed: String
    var lines: ClosedRange<Int>
    var category: String
    /// Expected findings, each with the header's reason (a citation of the sentence behind it).
    var expectations: [Expectation: String]
    var headerLength: Int
    var body: [String]

    /// The piece in `text`, or nil when the file has no seed header (a file the script writes itself).
    init?(path: String, text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first?.firstMatch(of: #/^\/\/ seed (\d{3}):L(\d+)-(\d+), (recommended|forbidden) /#),
            let start = Int(first.output.2), let end = Int(first.output.3), let marker = lines.firstIndex(of: "// ---")
        else { return nil }
        self.path = path
        seed = String(first.output.1)
        self.lines = start...end
        category = String(first.output.4)
        expectations = [:]
        for line in lines[1..<marker] {
            guard let match = line.firstMatch(of: #/^\/\/ expects (\S+) at \d{3}:L(\d+): (.+)$/#), let seedLine = Int(match.output.2) else { continue }
            expectations[Expectation(rule: String(match.output.1), line: seedLine)] = String(match.output.3)
        }
        headerLength = marker + 1
        body = Array(lines[headerLength...])
    }

    /// The seed line a line of the file shows.
    func seedLine(ofFileLine line: Int) -> Int { lines.lowerBound + line - headerLength - 1 }

    /// Every piece under `folder` (paths relative to it), and the other Swift files there.
    static func all(in folder: String) throws -> (pieces: [String: SeedPiece], others: [String]) {
        var pieces: [String: SeedPiece] = [:]
        var others: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: "\(folder)/\(path)", encoding: .utf8)
            if let piece = SeedPiece(path: path, text: text) { pieces[path] = piece } else { others.append(path) }
        }
        return (pieces, others.sorted())
    }
}

/// The seeds' own code is the presets' test: every ```swift block of seeds 000 (and its
/// translation 003), 002 and 004, placed where the seed says it lives, lints with that seed's
/// preset to exactly the findings its header expects: none for recommended code, unless a sentence
/// of the same seed forbids what the code shows (the header cites it).
@Suite("Seed code blocks")
struct SeedBlockTests {
    static let seeds = [("000", "layered-mvvm"), ("003", "layered-mvvm"), ("002", "observable-mvvm"), ("004", "modular-clean")]
    static let presetSeeds = ["layered-mvvm": "000", "clean-spm": "001", "observable-mvvm": "002", "modular-clean": "004"]

    static func folder(_ seed: String) -> String { "\(Fixtures.root)/seeds/\(seed)" }

    @Test(arguments: seeds)
    func blocksLintAsTheirSeedSays(_ seed: String, _ preset: String) throws {
        let (pieces, others) = try SeedPiece.all(in: Self.folder(seed))
        #expect(pieces.count > 10, "\(seed): no extracted blocks")
        let result = try Fixtures.lint(Self.folder(seed), extra: ["--preset", preset])
        #expect(result.status != 2, "\(result.error)")
        var problems: [String] = []
        var found = Set<String>()
        for finding in result.findings {
            let parts = finding.split(separator: " ")
            let location = parts[1].split(separator: ":")
            let (rule, path, line) = (String(parts[0]), String(location[0]), Int(location[1])!)
            guard let piece = pieces[path] else {
                problems.append("\(rule) at \(parts[1]), a file of no seed block (\(others.contains(path) ? "written by the script" : "unknown"))")
                continue
            }
            let seedLine = piece.seedLine(ofFileLine: line)
            let expectation = SeedPiece.Expectation(rule: rule, line: seedLine)
            if piece.expectations[expectation] != nil {
                found.insert("\(path) \(rule) \(seedLine)")
            } else {
                problems.append("\(rule) at seed \(seed):L\(seedLine) (\(parts[1])), in \(piece.category) code of L\(piece.lines.lowerBound)-\(piece.lines.upperBound)")
            }
        }
        for (path, piece) in pieces.sorted(by: { $0.key < $1.key }) {
            if piece.category == "forbidden", piece.expectations.isEmpty { problems.append("\(path): forbidden code that expects no finding") }
            for (expectation, reason) in piece.expectations where !found.contains("\(path) \(expectation.rule) \(expectation.line)") {
                problems.append("missing \(expectation.rule) at seed \(seed):L\(expectation.line) (\(path)): \(reason)")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The committed pieces are the seed's text, line for line, and together hold every code line
    /// of every ```swift block: a block edited, moved or added in the seed fails here.
    @Test(.enabled(if: SeedDocuments.available, "the seed documents (../shared/seeds) are not here"), arguments: seeds.map(\.0))
    func committedBlocksAreTheSeedText(_ seed: String) throws {
        let seedLines = try #require(SeedDocuments.lines(seed), "no seed \(seed) in \(SeedDocuments.folder ?? "")")
        let (pieces, _) = try SeedPiece.all(in: Self.folder(seed))
        var covered = Set<Int>()
        for (path, piece) in pieces {
            #expect(piece.seed == seed, "\(path) names seed \(piece.seed)")
            guard piece.lines.upperBound <= seedLines.count else {
                Issue.record("\(path): L\(piece.lines.upperBound) is past the end of seed \(seed)")
                continue
            }
            let text = Array(seedLines[(piece.lines.lowerBound - 1)...(piece.lines.upperBound - 1)])
            #expect(piece.body == text, "\(path) is not seed \(seed):L\(piece.lines.lowerBound)-\(piece.lines.upperBound) any more")
            covered.formUnion(piece.lines)
            for reason in piece.expectations.values {
                let citations = SeedCitation.all(in: reason, defaultSeed: seed)
                #expect(!citations.isEmpty, "\(path): the reason \"\(reason)\" cites no seed line")
                for citation in citations {
                    if let problem = citation.problem(in: SeedDocuments.lines(citation.seed) ?? []) { Issue.record("\(path): \(problem)") }
                }
            }
        }
        let blocks = SeedDocuments.swiftBlocks(of: seedLines)
        for block in blocks {
            let missing = block.filter { !covered.contains($0) && !seedLines[$0 - 1].trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(missing.isEmpty, "seed \(seed): block L\(block.lowerBound)-\(block.upperBound) has lines in no piece: \(missing.prefix(5))")
        }
        let outside = covered.filter { line in !blocks.contains { $0.contains(line) } }
        #expect(outside.isEmpty, "seed \(seed): pieces hold lines outside any block: \(outside.sorted().prefix(5))")
    }

    /// Each preset comment's citation of seed lines carries the words it relies on, so that the
    /// claim can be checked against the seed (below) and read without it.
    @Test(arguments: presetSeeds.keys.sorted())
    func everyPresetCitationCarriesAQuote(_ preset: String) throws {
        let citations = try Self.citations(of: preset)
        #expect(citations.count > 10, "\(preset): hardly any seed citations")
        for (line, citation) in citations where citation.quote == nil {
            Issue.record("rules/\(preset).json:\(line): \(citation) has no quote")
        }
    }

    /// Every line a preset comment cites exists in its seed and says what the quote says: a seed
    /// that moves or rewords a sentence fails here.
    @Test(.enabled(if: SeedDocuments.available, "the seed documents (../shared/seeds) are not here"), arguments: presetSeeds.keys.sorted())
    func presetCitationsHoldInTheirSeeds(_ preset: String) throws {
        for (line, citation) in try Self.citations(of: preset) {
            guard let seedLines = SeedDocuments.lines(citation.seed) else {
                Issue.record("rules/\(preset).json:\(line): no seed \(citation.seed)")
                continue
            }
            if let problem = citation.problem(in: seedLines) { Issue.record("rules/\(preset).json:\(line): \(problem)") }
        }
    }

    /// The citations in a preset's `//` comments, with the line each starts on. A comment of
    /// several lines is read as one text, so a quote may run on to the next line.
    static func citations(of preset: String) throws -> [(Int, SeedCitation)] {
        let path = "\(Fixtures.root)/../rules/\(preset).json"
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var result: [(Int, SeedCitation)] = []
        var text = ""
        var starts: [(offset: Int, line: Int)] = []
        func flush() {
            for match in text.matches(of: SeedCitation.pattern) {
                guard let citation = SeedCitation(match, defaultSeed: presetSeeds[preset]!) else { continue }
                let offset = text.distance(from: text.startIndex, to: match.range.lowerBound)
                result.append((starts.last { $0.offset <= offset }!.line, citation))
            }
            text = ""
            starts = []
        }
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("//") else {
                flush()
                continue
            }
            starts.append((text.count, index + 1))
            text += trimmed.dropFirst(2) + " "
        }
        flush()
        return result
    }
}
