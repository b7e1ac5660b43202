import ArchlintKit
import Testing

@testable import ArchlintGraph
@testable import ArchlintRules

/// A lint resolves the references of the files its rules read, and no others: most files of a
/// large repository are in no rule's way, and resolving them was a fifth of a cold lint.
@Suite("Resolution demand")
struct ResolutionDemandTests {
    static let rules = String(Fixtures.root.dropLast("Fixtures".count)) + "rules"

    static func findings(_ configuration: Configuration, _ graph: DependencyGraph) -> [String] {
        RuleEngine.run(configuration, graph: graph).findings.map { "\($0.ruleId) \($0.file):\($0.line):\($0.column) \($0.message)" }
    }

    static func resolvedPaths(_ graph: DependencyGraph) -> Set<String> {
        Set(graph.repository.files.indices.filter { graph.resolutions.isStored(file: $0) }.map { graph.repository.files[$0].path })
    }

    /// The layered preset reads the references of the code in the layers its layer rule governs
    /// (Util among them: it may use no other layer): the composition root and the tests stay
    /// unresolved, and the findings are those of a graph with every file resolved.
    @Test func theLayeredPresetResolvesItsLayersCode() throws {
        let repository = RepositoryReader().read(root: "\(Fixtures.root)/layered-mvvm/violating")
        let configuration = try ConfigurationLoader(presetDirectories: [Self.rules]).load(text: #"{ "extends": ["layered-mvvm"] }"#, display: "test")
        let graph = DependencyGraph(repository: repository, resolving: [])
        #expect(Self.resolvedPaths(graph).isEmpty)
        let governed = Set(repository.files.map(\.path).filter { path in
            !path.contains("/Tests/") && ["/UI/", "/Domain/", "/Data/", "/Util/"].contains { path.contains($0) }
        })
        // What the rules say they read, resolved on all cores before they run, is all they read.
        let contexts = RuleEngine.contexts(
            configuration, graph: graph, workers: 2, focus: nil, layers: LayerMap(definitions: configuration.layers, graph: graph), reportedFiles: nil)
        #expect(Set(contexts.flatMap { $0.filesReadingResolutions ?? [] }.map { repository.files[$0].path }) == governed)
        let findings = Self.findings(configuration, graph)
        #expect(!findings.isEmpty)
        #expect(findings == Self.findings(configuration, DependencyGraph(repository: repository)))
        let resolved = Self.resolvedPaths(graph)
        #expect(resolved == governed, "unexpected: \(resolved.subtracting(governed).sorted()), missing: \(governed.subtracting(resolved).sorted())")
    }

    /// A references rule with forbidden types reads the files with code within the types it
    /// looks in (extensions included); a layer cycles rule, the files in a layer (here, all but
    /// the tests, which it leaves out by default).
    @Test(arguments: [
        (#"{ "kind": "references", "within": { "names": ["ViewModel$"] }, "forbiddenTypes": { "layers": ["Data"] } }"#, "ViewModel"),
        (#"{ "kind": "cycles", "level": "layer" }"#, "/"),
    ])
    func eachKindSaysWhatItReads(rule: String, pathPart: String) throws {
        let repository = RepositoryReader().read(root: "\(Fixtures.root)/layered-mvvm/violating")
        let configuration = try ConfigurationLoader(presetDirectories: [Self.rules]).load(
            text: #"{ "extends": ["layered-mvvm"], "rules": { "checked": "# + rule + " } }", display: "test")
        let graph = DependencyGraph(repository: repository)
        let contexts = RuleEngine.contexts(
            configuration, graph: graph, workers: 2, focus: nil, layers: LayerMap(definitions: configuration.layers, graph: graph), reportedFiles: nil)
        let index = try #require(configuration.enabledRules.firstIndex { $0.id == "checked" })
        let expected = repository.files.map(\.path).filter { !$0.contains("/Tests/") && $0.contains(pathPart) }
        #expect((contexts[index].filesReadingResolutions ?? []).map { repository.files[$0].path } == expected)
    }

    /// Rules that read no resolved reference (imports, names, sizes) leave every file unresolved.
    @Test func rulesOfNamesAndImportsResolveNothing() throws {
        let repository = RepositoryReader().read(root: "\(Fixtures.root)/layered-mvvm/violating")
        let configuration = try ConfigurationLoader(presetDirectories: []).load(text: """
            {
              "rules": {
                "no-ui-in-domain": { "kind": "imports", "forbidden": ["SwiftUI"] },
                "suffixes": { "kind": "naming", "types": { "kinds": ["protocol"] }, "pattern": "Protocol$" },
                "thin": { "kind": "type-size", "types": { "names": ["ViewModel$"] }, "max": { "lines": 40 } },
              },
            }
            """, display: "test")
        let graph = DependencyGraph(repository: repository, resolving: [])
        #expect(!Self.findings(configuration, graph).isEmpty)
        #expect(Self.resolvedPaths(graph).isEmpty)
    }
}
