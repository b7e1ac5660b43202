import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// `archlint graph` on the fixture apps: findings placed on the dependencies they are about,
/// layers in their order, the views that make large graphs readable.
@Suite("Graph views")
struct GraphViewTests {
    static let modular = ["\(Fixtures.root)/modular-clean/violating", "--preset", "modular-clean"]

    /// The graph as JSON: layers, nodes by id, edges by `from → to`.
    static func graph(_ arguments: [String]) throws -> (layers: [String], nodes: [String: [String: Any]], edges: [String: [String: Any]]) {
        let run = ArchlintCLI.capture(["graph"] + arguments + ["--format", "json", "--quiet"])
        #expect(run.status == 0, "\(run.error)")
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        var nodes: [String: [String: Any]] = [:]
        for node in json["nodes"] as! [[String: Any]] { nodes[node["id"] as! String] = node }
        var edges: [String: [String: Any]] = [:]
        for edge in json["edges"] as! [[String: Any]] { edges["\(edge["from"]!) → \(edge["to"]!)"] = edge }
        return (json["layers"] as! [String], nodes, edges)
    }

    static func findings(_ edge: [String: Any]?) -> [String: Int] {
        edge?["findings"] as? [String: Int] ?? [:]
    }

    @Test func layerViewShowsViolationsInsideALayerAndLayersInOrder() throws {
        let graph = try Self.graph(Self.modular + ["--level", "layer"])
        // The preset's layers in the order it defines them (it has no layers rule with an order);
        // Test holds only test targets, which graphs leave out.
        #expect(graph.layers == ["App", "Feature", "Presentation", "DesignSystem", "Data", "Network", "Domain", "Core", "Testing"])
        // Features depending on features: a loop on the Feature layer, labelled with the rule.
        let features = graph.edges["Feature → Feature"]
        #expect(Self.findings(features)["module-feature-no-feature-deps"] == 5)
        #expect(features?["cycle"] as? Bool == true)
        #expect(Self.findings(graph.edges["Domain → Network"]) == ["module-domain-no-outer-deps": 3])
        #expect(graph.edges["Feature → Presentation"]?["violation"] as? Bool == false)
        #expect(graph.edges["Core → Core"] == nil)  // allowed dependencies inside a layer are not drawn
        let dot = ArchlintCLI.capture(["graph"] + Self.modular + ["--level", "layer", "--quiet"]).output
        #expect(!dot.contains("subgraph"))
        #expect(dot.contains("label=\"module-feature-no-feature-deps ×5\\n↻ module-no-cycles ×1\\nvm-no-coordinator ×1\""))
        #expect(!dot.contains("\"violation\""))
    }

    @Test func moduleViewLabelsRedEdgesWithTheirRulesAndCounts() throws {
        let graph = try Self.graph(Self.modular)
        #expect(Self.findings(graph.edges["TripsFeature → SearchFeature"]) == ["module-feature-no-feature-deps": 2, "module-no-cycles": 1])
        #expect(Self.findings(graph.edges["Testing → TripsFeature"]) == ["module-core-no-feature-deps": 2])
        // A ViewModel's use of a Domain protocol is on the dependency on Domain; its uses of
        // FileManager and UserDefaults are about no dependency drawn, so they stay on the module.
        #expect(Self.findings(graph.edges["ProfileFeature → Domain"]) == ["vm-no-data-access": 1])
        #expect((graph.nodes["ProfileFeature"]?["findings"] as? [String: Int])?["vm-no-data-access"] == 4)
        let cycles = ArchlintCLI.capture(["graph", "\(Fixtures.root)/rules/cycles", "--quiet"]).output
        #expect(cycles.components(separatedBy: "label=\"↻ no-module-cycles ×1\", style=dashed").count == 4)
    }

    @Test func aModuleInSeveralLayersIsOneNodePerLayer() throws {
        let graph = try Self.graph(["\(Fixtures.root)/rules/layers"])
        #expect(Set(graph.nodes.keys) == ["layers (UI)", "layers (Domain)", "layers (Data)"])
        #expect(graph.nodes["layers (Domain)"]?["layer"] as? String == "Domain")
        #expect(Self.findings(graph.edges["layers (Data) → layers (UI)"]) == ["layered": 1])
        #expect(Self.findings(graph.edges["layers (Domain) → layers (UI)"]) == ["layered": 1])
    }

    @Test func violationsOnlyKeepsTheRedEdgesAndTheirEnds() throws {
        let whole = try Self.graph(Self.modular)
        let red = try Self.graph(Self.modular + ["--violations-only"])
        let expected = whole.edges.filter { $0.value["violation"] as? Bool == true }
        #expect(Set(red.edges.keys) == Set(expected.keys))
        #expect(red.edges.count == 12)
        let ends = Set(expected.values.flatMap { [$0["from"] as! String, $0["to"] as! String] })
        #expect(Set(red.nodes.keys) == ends)
    }

    @Test func focusKeepsANodeAndItsNeighbours() throws {
        let near = try Self.graph(Self.modular + ["--focus", "TripsFeature"])
        #expect(Set(near.nodes.keys) == [
            "TripsFeature", "SearchFeature", "ProfileFeature", "TripsFeatureInterface", "Presentation", "DesignSystem", "Domain", "Core",
            "Common", "Testing", "violating",
        ])
        let alone = try Self.graph(Self.modular + ["--focus", "TripsFeature", "--depth", "0"])
        #expect(Array(alone.nodes.keys) == ["TripsFeature"] && alone.edges.isEmpty)
        let unknown = ArchlintCLI.capture(["graph"] + Self.modular + ["--focus", "Nowhere"])
        #expect(unknown.status == 2 && unknown.error.contains("no node named 'Nowhere'"))
        #expect(ArchlintCLI.capture(["graph"] + Self.modular + ["--depth", "2"]).status == 2)
    }

    @Test func collapseDrawsMatchingModulesAsOne() throws {
        let graph = try Self.graph(Self.modular + ["--collapse", "Feature$"])
        #expect(graph.nodes["*Feature"]?["modules"] as? [String] == ["SearchFeature", "TripsFeature", "ProfileFeature"])
        #expect(graph.nodes["SearchFeature"] == nil && graph.nodes["TripsFeatureInterface"] != nil)
        // The features' dependencies on each other: one loop, their findings counted once.
        #expect(Self.findings(graph.edges["*Feature → *Feature"]) == ["module-feature-no-feature-deps": 5, "module-no-cycles": 1])
        #expect(Self.findings(graph.edges["Testing → *Feature"]) == ["module-core-no-feature-deps": 3])
        #expect(ArchlintCLI.capture(["graph"] + Self.modular + ["--collapse", "("]).status == 2)
    }

    /// Every view renders with Graphviz and parses with Mermaid's own parser.
    static let views: [[String]] = [
        modular, modular + ["--level", "layer"], modular + ["--violations-only"], modular + ["--focus", "Domain", "--depth", "2"],
        modular + ["--collapse", "Feature$", "--collapse", "^(Core|Common)$"],
        ["\(Fixtures.root)/clean-spm/violating", "--preset", "clean-spm", "--collapse", "Impl$"],
        ["\(Fixtures.root)/layered-mvvm/violating", "--preset", "layered-mvvm"], ["\(Fixtures.root)/rules/layers", "--level", "file"],
    ]

    @Test(.enabled(if: Tools.hasGraphviz, "needs graphviz (.ci/run installs it)"))
    func everyViewRendersWithGraphviz() throws {
        for view in Self.views {
            let run = ArchlintCLI.capture(["graph"] + view + ["--quiet"])
            #expect(run.status == 0, "\(view): \(run.error)")
            let render = runTool("dot", ["-Tsvg"], input: run.output)
            #expect(render?.status == 0 && render?.output.contains("<svg") == true, "\(view): \(render?.output.prefix(300) ?? "")")
        }
    }

    @Test(.enabled(if: Tools.hasNode && Tools.mermaidBundle != nil, "needs node and $ARCHLINT_MERMAID_JS (.ci/run fetches it)"))
    func everyViewParsesWithMermaid() throws {
        let tree = try TemporaryTree()
        for (index, view) in Self.views.enumerated() {
            let run = ArchlintCLI.capture(["graph"] + view + ["--format", "mermaid", "--quiet"])
            try tree.write("v\(index).mmd", run.output)
            let parse = runTool("node", ["\(Tools.repository)/Scripts/mermaid-parse.js", Tools.mermaidBundle!, tree.path("v\(index).mmd")])
            #expect(parse?.status == 0 && parse?.output.contains("parsed") == true, "\(view): \(parse?.output.suffix(300) ?? "")")
        }
    }
}
