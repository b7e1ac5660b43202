import ArchlintKit
import Foundation
import Testing

/// `lint --changed` in a git repository starts from the graph an earlier focused lint stored,
/// patched with the files changed since, whenever those changes leave the graph as it was; its
/// report is the one a lint without any cache gives.
@Suite("Graph snapshot")
struct GraphSnapshotTests {
    static let configuration = """
        {
          layers: { UI: { paths: ['UI/**'] }, Domain: { paths: ['Domain/**'] } },
          rules: {
            'inward': { kind: 'layers', order: ['UI', 'Domain'] },
            'no-ui': { kind: 'imports', forbidden: ['UIKit'], scope: { layers: ['Domain'] } },
          },
        }
        """

    /// The focused lint of the sandbox (the changed files, or `files` as the hooks pass them), with
    /// the snapshot (in the sandbox's cache folder) and without any cache: its JSON report, whether
    /// it reused the snapshot, and the uncached report.
    func lint(
        _ sandbox: GitSandbox, files: [String]? = nil, staged: Bool = false, configuration: String = ".archlint.json"
    ) throws -> (report: String, reused: Bool, uncached: String) {
        var request = LintRequest(root: sandbox.root, configuration: ConfigurationSource(file: sandbox.tree.path(configuration)))
        request.focus = staged ? .staged : files.map { .files($0.map(sandbox.tree.path)) } ?? .changed
        request.cache = .directory(sandbox.tree.path(".home/snapshot-cache"))
        let result = try request.run()
        request.cache = .disabled
        let uncached = try request.run()
        return (String(decoding: result.rendered(.json), as: UTF8.self), result.reusedGraphSnapshot, String(decoding: uncached.rendered(.json), as: UTF8.self))
    }

    @Test func bodiesAndMovedLinesPatchTheSnapshotNewDeclarationsRebuildIt() throws {
        let sandbox = try GitSandbox([
            ".archlint.json": Self.configuration,
            "Domain/User.swift": "struct User {}\n",
            "UI/Screen.swift": "struct Screen {\n    let user: User\n}\n",
        ])
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "start"]).status == 0)

        // A new import changes the graph: it is built, and stored.
        try sandbox.tree.write("Domain/User.swift", "import UIKit\nstruct User {\n    let screen: Screen\n}\n")
        let built = try lint(sandbox)
        #expect(!built.reused)
        #expect(built.report == built.uncached)
        #expect(built.report.contains("\"line\" : 1") || built.report.contains("\"line\": 1"), "\(built.report)")

        // Lines moved and a body edited: the same graph, patched; findings where the lines now are.
        try sandbox.tree.write("Domain/User.swift", "// The user.\n\nimport UIKit\nstruct User {\n    let screen: Screen\n    func name() -> String { \"\" }\n}\n")
        let moved = try lint(sandbox)
        #expect(moved.reused)
        #expect(moved.report == moved.uncached)
        #expect(moved.report != built.report)

        // A new type changes the graph again.
        try sandbox.tree.write("Domain/User.swift", "import UIKit\nstruct User {\n    let screen: Screen\n}\nstruct Extra {}\n")
        let declared = try lint(sandbox)
        #expect(!declared.reused)
        #expect(declared.report == declared.uncached)

        // After a commit, the snapshot serves the next change: git tells what changed since.
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "more"]).status == 0)
        try sandbox.tree.write("UI/Screen.swift", "// A screen.\nstruct Screen {\n    let user: User\n}\n")
        let afterCommit = try lint(sandbox)
        #expect(afterCommit.reused)
        #expect(afterCommit.report == afterCommit.uncached)

        // The hooks name the staged files: the same snapshot serves them.
        try sandbox.tree.write("UI/Screen.swift", "// The screen.\nstruct Screen {\n    let user: User\n}\n")
        let hook = try lint(sandbox, files: ["UI/Screen.swift", "Domain/User.swift"])
        #expect(hook.reused)
        #expect(hook.report == hook.uncached)
        #expect(hook.report.contains("Domain/User.swift"))

        // A new tracked file changes the graph.
        try sandbox.tree.write("Domain/Order.swift", "import UIKit\nstruct Order {}\n")
        sandbox.git(["add", "Domain/Order.swift"])
        let added = try lint(sandbox)
        #expect(!added.reused)
        #expect(added.report == added.uncached)
        #expect(added.report.contains("Domain/Order.swift"))
    }

    /// The hook and a developer's `--changed` name the same configuration differently (absolute,
    /// relative, through other folders): the snapshot one stored serves the other.
    @Test func theSnapshotServesTheConfigurationHoweverItIsNamed() throws {
        let sandbox = try GitSandbox([
            ".archlint.json": Self.configuration,
            "Domain/User.swift": "import UIKit\nstruct User {}\n",
        ])
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "start"]).status == 0)
        try sandbox.tree.write("Domain/User.swift", "// The user.\nimport UIKit\nstruct User {}\n")
        #expect(!(try lint(sandbox).reused))
        try sandbox.tree.write("Domain/User.swift", "// A user.\nimport UIKit\nstruct User {}\n")
        sandbox.git(["add", "-A"])
        let staged = try lint(sandbox, staged: true, configuration: "Domain/../.archlint.json")
        #expect(staged.reused)
        #expect(staged.report == staged.uncached)
        #expect(staged.report.contains("no-ui"))

        // Another configuration is another graph: the snapshot read ahead is not used.
        try sandbox.tree.write(".archlint.json", Self.configuration.replacingOccurrences(of: "['UIKit']", with: "['UIKit', 'SwiftUI']"))
        try sandbox.tree.write("Domain/User.swift", "// Users.\nimport UIKit\nstruct User {}\n")
        let reconfigured = try lint(sandbox)
        #expect(!reconfigured.reused)
        #expect(reconfigured.report == reconfigured.uncached)
    }

    /// The Swift files of a git submodule are part of the repository a focused lint checks against,
    /// as they are of a full lint (`git ls-files` alone lists the submodule, not its files).
    @Test func filesOfSubmodulesAreInTheFocusedLintsRepository() throws {
        let library = try GitSandbox(["Sources/Lib/Thing.swift": "public struct LibThing {}\n"])
        library.git(["add", "-A"])
        #expect(library.git(["commit", "--quiet", "-m", "library"]).status == 0)
        let sandbox = try GitSandbox([
            ".archlint.json": "{ rules: { 'no-lib-things': { kind: 'references', forbiddenTypes: { names: ['^LibThing$'] } } } }",
            "Sources/App/Use.swift": "struct Use {\n    let thing: LibThing\n}\n",
        ])
        let added = sandbox.git(["-c", "protocol.file.allow=always", "submodule", "add", "--quiet", library.root, "Vendor/lib"])
        #expect(added.status == 0, "\(added.output)")
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "app"]).status == 0)

        try sandbox.tree.write("Sources/App/Use.swift", "// Uses the library.\nstruct Use {\n    let thing: LibThing\n}\n")
        let changed = try lint(sandbox)
        #expect(changed.report == changed.uncached)
        #expect(changed.report.contains("no-lib-things"), "\(changed.report)")

        // So are they of the commit a pre-commit hook checks, from the snapshot once it is stored.
        sandbox.git(["add", "Sources/App/Use.swift"])
        for _ in 0..<2 { _ = try lint(sandbox, staged: true) }
        try sandbox.tree.write("Sources/App/Use.swift", "// Uses the library's thing.\nstruct Use {\n    let thing: LibThing\n}\n")
        sandbox.git(["add", "Sources/App/Use.swift"])
        let staged = try lint(sandbox, staged: true)
        #expect(staged.reused)
        #expect(staged.report == staged.uncached)
        #expect(staged.report.contains("no-lib-things"), "\(staged.report)")
    }
}
