import ArchlintBase
import ArchlintGraph
import ArchlintKit
import Foundation
import Testing
@testable import ArchlintRules

/// The engine applies a rule's scope the same way whatever the rule looks at (files, types,
/// modules, dependencies): one generic test over every kind's triggering examples.
@Suite("Scope, for every kind")
struct ScopeTests {
    struct Case: CustomStringConvertible {
        var kind: String
        var example: Int
        var description: String { "\(kind)#\(example)" }
    }

    /// Triggering examples without a scope of their own, so the test's scopes are the only ones.
    static let cases: [Case] = RuleKinds.all.flatMap { kind in
        kind.examples.indices.filter { kind.examples[$0].triggers && !kind.examples[$0].configuration.contains("\"scope\"") }
            .map { Case(kind: kind.name, example: $0) }
    }

    /// Where findings are, for the example with `scope` added and a catch-all layer defined last.
    static func findings(_ item: Case, scope: String?) throws -> Set<String> {
        let example = RuleKinds.named(item.kind)!.examples[item.example]
        let (files, _) = RuleExampleTests.strip(example.files)
        let everything = #""Everything": { "paths": ["**"], "modules": [".*"] }"#
        let layers = example.layers.map { String($0.trimmingCharacters(in: .whitespaces).dropLast()) + ", \(everything) }" } ?? "{ \(everything) }"
        var rule = example.configuration.trimmingCharacters(in: .whitespaces)
        if let scope { rule = String(rule.dropLast()) + ", \"scope\": \(scope) }" }
        let text = #"{ "layers": "# + layers + #", "rules": { "example": "# + rule + " } }"
        let configuration = try ConfigurationLoader(presetDirectories: []).load(text: text, display: "example")
        let graph = DependencyGraph(repository: RepositoryReader().read(files: files))
        return Set(RuleEngine.evaluate(configuration, graph: graph).map { "\($0.file):\($0.line):\($0.column)" })
    }

    static func layerNames(_ item: Case) throws -> [String] {
        guard let layers = RuleKinds.named(item.kind)!.examples[item.example].layers,
            case .object(let pairs) = try JSON5Parser.parse(layers).value
        else { return ["Everything"] }
        return pairs.map(\.key) + ["Everything"]
    }

    @Test func everyKindHasAnExampleToScope() {
        for kind in RuleKinds.all { #expect(Self.cases.contains { $0.kind == kind.name }, "\(kind.name)") }
    }

    @Test(arguments: cases)
    func scopesThatSelectEverythingChangeNothing(_ item: Case) throws {
        let all = try Self.findings(item, scope: nil)
        #expect(!all.isEmpty)
        let layers = try Self.layerNames(item).map { "\"\($0)\"" }.joined(separator: ", ")
        for scope in [#"{ "paths": ["**"] }"#, #"{ "modules": [".*"] }"#, "{ \"layers\": [\(layers)] }", #"{ "exclude": ["NoSuchFolder/**"] }"#] {
            #expect(try Self.findings(item, scope: scope) == all, "\(item) with \(scope)")
        }
    }

    @Test(arguments: cases)
    func scopesThatSelectNothingSilenceTheRule(_ item: Case) throws {
        let layers = try Self.layerNames(item).map { "\"\($0)\"" }.joined(separator: ", ")
        for scope in [
            #"{ "exclude": ["**"] }"#, #"{ "paths": ["NoSuchFolder/**"] }"#, #"{ "modules": ["^NoSuchModule$"] }"#,
            "{ \"excludeLayers\": [\(layers)] }",
        ] {
            #expect(try Self.findings(item, scope: scope) == [], "\(item) with \(scope)")
        }
    }
}
