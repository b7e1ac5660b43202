import ArchlintGraph
import ArchlintKit
import Testing
@testable import ArchlintRules

@Suite("Wording")
struct WordingTests {
    @Test(arguments: [
        ("ORM type", "an ORM type"), ("UI type", "a UI type"), ("Data class", "a Data class"),
        ("App class", "an App class"), ("UseCase struct", "a UseCase struct"), ("enum", "an enum"),
        ("Infra actor", "an Infra actor"), ("URL module", "a URL module"), ("Umbrella layer", "an Umbrella layer"),
    ])
    func indefiniteArticles(phrase: String, expected: String) {
        #expect(Wording.withArticle(phrase) == expected)
    }

    /// A nested type is named with its enclosing types: `Flow.State`, not a bare `State` that
    /// reads like the repository's other `State`s.
    @Test func findingsNameNestedTypesInFull() throws {
        let files = [
            ("App/Flow/Flow.swift", "final class Flow {\n    enum State { case idle }\n}"),
            ("App/Service/Factory.swift", "struct Factory {\n    func make(_ state: Flow.State) {}\n}"),
        ]
        let layers = #"{ "Flow": { "paths": ["App/Flow/**"] }, "Service": { "paths": ["App/Service/**"] } }"#
        let rules = [
            #"{ "kind": "layers", "order": ["Flow", "Service"] }"#: "Service code references Flow.State, a Flow type",
            #"{ "kind": "references", "forbiddenTypes": { "layers": ["Flow"] } }"#: "uses Flow.State in Factory, a Flow enum",
        ]
        let graph = DependencyGraph(repository: RepositoryReader().read(files: files))
        for (rule, message) in rules {
            let text = #"{ "layers": "# + layers + #", "rules": { "example": "# + rule + " } }"
            let findings = RuleEngine.evaluate(try ConfigurationLoader(presetDirectories: []).load(text: text, display: "test"), graph: graph)
            #expect(findings.map { String($0.message.prefix(message.count)) } == [message])
        }
    }
}
