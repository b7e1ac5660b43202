import ArchlintGraph
import ArchlintKit
import Testing
@testable import ArchlintRules

/// One generic test runs the examples every rule kind carries: each `↓` marks a finding that must
/// be reported exactly there, and an example without markers must report nothing.
@Suite("Rule kind examples")
struct RuleExampleTests {
    struct Marker: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }
    }

    /// The files with their markers removed, and where the markers were.
    static func strip(_ files: [(path: String, content: String)]) -> ([(path: String, content: String)], Set<Marker>) {
        var markers = Set<Marker>()
        let cleaned = files.map { file -> (path: String, content: String) in
            var result = ""
            var line = 1
            var column = 1
            for character in file.content {
                if character == "↓" {
                    markers.insert(Marker(file: file.path, line: line, column: column))
                    continue
                }
                result.append(character)
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += character.unicodeScalars.count
                }
            }
            return (file.path, result)
        }
        return (cleaned, markers)
    }

    static var allExamples: [(kind: String, index: Int)] {
        RuleKinds.all.flatMap { kind in kind.examples.indices.map { (kind.name, $0) } }
    }

    @Test("Every kind has examples, some triggering and some not")
    func everyKindIsExemplified() {
        for kind in RuleKinds.all {
            #expect(kind.examples.contains { $0.triggers }, "\(kind.name) has no triggering example")
            #expect(!kind.summary.isEmpty && !kind.documentation.isEmpty)
        }
    }

    @Test(arguments: allExamples.map { "\($0.kind)#\($0.index)" })
    func example(_ name: String) throws {
        let parts = name.split(separator: "#")
        let kind = RuleKinds.named(String(parts[0]))!
        let example = kind.examples[Int(parts[1])!]
        let (files, expected) = Self.strip(example.files)
        let text = "{ \"layers\": \(example.layers ?? "{}"), \"rules\": { \"example\": \(example.configuration) } }"
        let configuration = try ConfigurationLoader(presetDirectories: []).load(text: text, display: "example")
        let repository = RepositoryReader().read(files: files)
        let findings = RuleEngine.evaluate(configuration, graph: DependencyGraph(repository: repository))
        let actual = Set(findings.map { Marker(file: $0.file, line: $0.line, column: $0.column) })
        #expect(actual == expected, "\(kind.name): \(example.description)\n\(findings.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"))")
        #expect(findings.allSatisfy { !$0.message.isEmpty && !$0.fingerprint.isEmpty })
    }
}
