import ArchlintInit
import ArchlintKit
import Foundation
import Testing

/// archlint as a library: each operation is a request that runs into a result or throws an
/// `ArchlintError` naming the problem; nothing prints or exits.
@Suite("Library API")
struct LibraryAPITests {
    static let configuration = "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'], scope: { paths: ['**/Domain/**'] } } } }"

    func tree() throws -> TemporaryTree {
        try TemporaryTree([
            ".archlint.json": Self.configuration,
            "App/Domain/Order.swift": "import UIKit\nstruct Order {}\n",
            "App/Domain/Trip.swift": "import UIKit\nstruct Trip {}\n",
            "App/UI/View.swift": "import UIKit\n",
        ])
    }

    func error(_ operation: () throws -> Any) -> String? {
        do {
            _ = try operation()
            return nil
        } catch let error as ArchlintError {
            return error.description
        } catch {
            return "not an ArchlintError: \(error)"
        }
    }

    @Test func aLintReturnsFindingsAndTheGatesExitStatus() throws {
        let tree = try tree()
        let result = try LintRequest(root: tree.root).run()
        #expect(result.findings.map { "\($0.file):\($0.line) \($0.ruleId)" } == ["App/Domain/Order.swift:1 no-ui", "App/Domain/Trip.swift:1 no-ui"])
        #expect(result.exitStatus == 1)
        #expect(result.filesChecked == 3)
        #expect(result.baseline == nil && result.diagnostics.isEmpty)
        #expect(String(decoding: result.rendered(.text), as: UTF8.self).hasSuffix("2 errors, 0 warnings in 2 files (3 files checked, 1 rule)\n"))
        #expect(String(decoding: result.rendered(.github), as: UTF8.self).hasPrefix("::error file=App/Domain/Order.swift,line=1,col=1,title=no-ui::"))

        var focused = LintRequest(root: tree.root)
        focused.focus = .files([tree.path("App/Domain/Trip.swift"), tree.path("App/UI/View.swift")])
        #expect(try focused.run().findings.map(\.file) == ["App/Domain/Trip.swift"])
    }

    @Test func aBaselineHoldsBackTodaysFindings() throws {
        let tree = try tree()
        var record = BaselineRequest(root: tree.root)
        record.cache = .directory(tree.path(".build/cache"))
        let recorded = try record.run()
        #expect(recorded.file == "\(tree.root)/.archlint-baseline.json" && recorded.findingCount == 2 && recorded.entryCount == 2)
        try tree.write("App/Domain/Trip.swift", "struct Trip {}\n")
        var lint = LintRequest(root: tree.root)
        lint.baseline = recorded.file
        var result = try lint.run()
        #expect(result.findings.isEmpty && result.exitStatus == 0)
        #expect(result.baseline?.baselined.map(\.file) == ["App/Domain/Order.swift"])
        #expect(result.baseline?.stale.map(\.file) == ["App/Domain/Trip.swift"])
        lint.failOnStale = true
        result = try lint.run()
        #expect(result.exitStatus == 1)
    }

    @Test func errorsNameTheProblem() throws {
        let tree = try tree()
        #expect(error { try LintRequest(root: tree.path("missing")).run() } == "error: no folder at \(tree.path("missing"))")
        #expect(error { try DumpRequest(root: tree.path("missing")).run() } == "error: no folder at \(tree.path("missing"))")
        let bare = try TemporaryTree(["A.swift": "struct A {}\n"])
        #expect(error { try LintRequest(root: bare.root).run() }?.hasPrefix("error: no configuration: no .archlint.json in \(bare.root) or a folder above it") == true)
        try tree.write(".archlint.json", "{ rules: { x: { kind: 'imports' 'forbidden': [] } } }")
        #expect(error { try LintRequest(root: tree.root).run() }?.hasPrefix("\(tree.root)/.archlint.json:1:") == true)
        #expect(error { try ExplainRequest("vm-thn", configuration: ConfigurationSource(presets: ["layered-mvvm"])).run() }
            == "error: unknown rule vm-thn — did you mean vm-thin? (`archlint rules` lists the configured rules)")
    }

    @Test func graphDumpRulesPresetsAndExplain() throws {
        let tree = try tree()
        let graph = try GraphRequest(root: tree.root).run()
        #expect(String(decoding: graph.rendered(.mermaid), as: UTF8.self).hasPrefix("flowchart"))
        let bare = try TemporaryTree(["A/A.swift": "struct A {}\n"])
        #expect(String(decoding: try GraphRequest(root: bare.root).run().rendered(.dot), as: UTF8.self).hasPrefix("digraph"))
        let dump = try JSONSerialization.jsonObject(with: Data(try DumpRequest(root: tree.root).run().json)) as! [String: Any]
        #expect((dump["files"] as? [Any])?.count == 3)
        let rules = try RulesRequest(root: tree.root).run()
        #expect(rules.rules.map(\.id).contains("no-ui") && rules.enabledCount >= 1)
        #expect(try PresetsRequest().run().map(\.name).sorted() == ["clean-spm", "layered-mvvm", "microfeatures", "modular-clean", "observable-mvvm"])
        #expect(try ExplainRequest("layers").run().text.hasPrefix("layers — "))
        #expect(try ExplainRequest("no-ui", root: tree.root).run().text.hasPrefix("no-ui — "))
    }

    /// `dump --resolutions` names the module a use sees: the watch's copy of a file the app and
    /// the watch both compile, and its self-check counts no declaration outside what files see.
    @Test func dumpResolutionsOfASharedFile() throws {
        let tree = try TemporaryTree([
            "project.yml": "name: P\ntargets:\n  App: { type: application, platform: iOS, sources: [App, Shared] }\n  Watch: { type: application, platform: watchOS, sources: [Watch, Shared] }\n",
            "Shared/Settings.swift": "struct Settings {}\n",
            "App/AppScreen.swift": "let app = Settings()\n",
            "Watch/WatchScreen.swift": "let watch = Settings()\n",
        ])
        var request = DumpRequest(root: tree.root)
        request.resolutions = true
        let dump = try JSONSerialization.jsonObject(with: Data(try request.run().json)) as! [String: Any]
        let files = dump["files"] as! [[String: Any]]
        func declaredIn(_ path: String) -> String? {
            let references = files.first { $0["path"] as? String == path }?["references"] as? [[String: Any]]
            return references?.first?["declaredIn"] as? String
        }
        #expect(declaredIn("App/AppScreen.swift") == "App" && declaredIn("Watch/WatchScreen.swift") == "Watch")
        let summary = dump["resolution"] as! [String: Int]
        #expect(summary["resolved"] == 2 && summary["resolvedOutsideVisibleModules"] == 0)
    }

    @Test func initDetectsThePresetAndWritesItsConfiguration() throws {
        let tree = try TemporaryTree()
        try FileManager.default.removeItem(atPath: tree.root)
        try FileManager.default.copyItem(atPath: "\(Fixtures.root)/clean-spm/clean", toPath: tree.root)
        let result = try InitRequest(root: tree.root).run()
        #expect(result.closest?.preset == "clean-spm")
        #expect(result.ranked.count == 5 && result.survey.sourceFileCount > 0)
        #expect(tree.read(".archlint.json")?.contains("\"extends\": [\"clean-spm\"]") == true)
        #expect(error { try InitRequest(root: tree.root).run() } == "error: \(tree.root)/.archlint.json exists; archlint init leaves it alone. Pass --force to replace it.")
    }
}
