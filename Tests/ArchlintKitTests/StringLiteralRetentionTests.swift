import ArchlintGraph
import ArchlintKit
import Foundation
import Testing

/// A lint keeps in memory only the string literals an enabled rule may report (those its pattern
/// matches); the fact cache keeps them all whatever the configuration, for the next lint's.
@Suite("String literals kept for the rules that read them")
struct StringLiteralRetentionTests {
    static let withoutLiterals = #"{ "rules": { "cycles": { "kind": "cycles" } } }"#
    static let withLiterals = #"{ "rules": { "urls": { "kind": "literals", "pattern": "https?://" } } }"#
    static let literalsOff = #"{ "rules": { "urls": { "kind": "literals", "pattern": "https?://", "severity": "off" } } }"#
    static let titles = #"{ "rules": { "titles": { "kind": "literals", "pattern": "^Pro" } } }"#

    static func tree() throws -> TemporaryTree {
        try TemporaryTree([
            "Sources/App/Client.swift": "let endpoint = \"https://api.example.com/v1/users\"\nstruct Client {}\n",
            "Sources/App/Feature/View.swift": "let title = \"Profile\"\n",
        ])
    }

    /// The literals of every file in the lint's graph, and the rule ids of its findings.
    static func lint(_ tree: TemporaryTree, _ text: String, nested: Bool = false) throws -> (literals: [String], findings: [String]) {
        var linter = Linter(
            configuration: try Linter.configurationLoader.load(text: text, display: ".archlint.json"), workers: 2,
            cacheDirectory: tree.path(".cache"))
        if nested { linter.nestedConfiguration = { chain in try Linter.configurationLoader.load(files: chain, presets: []) } }
        let (report, graph) = try linter.lint(root: tree.root, needsGraph: true)
        let repository = try #require(graph).repository
        let literals = repository.files.indices.flatMap { repository[factsOf: $0].strings.map(\.value) }
        return (literals.sorted(), report.findings.map(\.ruleId))
    }

    @Test func droppedWithoutARuleThatReadsThemKeptInTheCache() throws {
        let tree = try Self.tree()
        #expect(try Self.lint(tree, Self.withoutLiterals).literals.isEmpty)
        #expect(try Self.lint(tree, Self.literalsOff).literals.isEmpty)
        // The same files, now from the fact cache: their literals were stored all the same.
        let checked = try Self.lint(tree, Self.withLiterals)
        #expect(checked.literals == ["https://api.example.com/v1/users"])
        #expect(checked.findings == ["urls"])
        let titles = try Self.lint(tree, Self.titles)
        #expect(titles.literals == ["Profile"])
        #expect(titles.findings == ["titles"])
    }

    @Test func keptWhenANestedConfigurationReadsThem() throws {
        let tree = try Self.tree()
        try tree.write("Sources/App/Feature/.archlint.json", Self.titles)
        #expect(try Self.lint(tree, Self.withoutLiterals, nested: true).literals == ["Profile"])
        #expect(try Self.lint(tree, Self.withLiterals, nested: true).literals == ["Profile", "https://api.example.com/v1/users"])
    }

    /// An entry that does not read back makes the lint write the whole cache again: the literals
    /// it let go of, of files it read, files it had to read again and files it took from the
    /// cache, are stored all the same.
    @Test func storedWhenADamagedCacheIsWrittenAgain() throws {
        let tree = try Self.tree()
        try tree.write("Sources/App/Feature/Notes.swift", "let notes = \"Profile notes\"\n")
        _ = try Self.lint(tree, Self.withoutLiterals)
        try tree.write("Sources/App/Feature/View.swift", "let title = \"Profile settings\"\n")
        let cache = try #require(try FileManager.default.contentsOfDirectory(atPath: tree.path(".cache")).first { $0.hasPrefix("facts-") })
        let url = URL(fileURLWithPath: tree.path(".cache/\(cache)"))
        var bytes = [UInt8](try Data(contentsOf: url))
        let literal = Array("https://api.example.com".utf8)
        let offset = try #require(bytes.indices.first { bytes[$0...].starts(with: literal) })
        bytes[offset + 8] ^= 1
        try Data(bytes).write(to: url)
        #expect(try Self.lint(tree, Self.withoutLiterals).literals.isEmpty)
        #expect(try Self.lint(tree, Self.titles).literals == ["Profile notes", "Profile settings"])
        #expect(try Self.lint(tree, Self.withLiterals).literals == ["https://api.example.com/v1/users"])
    }
}
