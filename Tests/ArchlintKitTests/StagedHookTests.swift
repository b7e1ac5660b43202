import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// The plain git hook (`archlint install-hook`) in real commits: it checks the repository as the
/// commit holds it, with the configuration found upwards, nested configurations and the baseline.
/// (Scripts/test-pre-commit.sh runs the same cases through the pre-commit framework.)
@Suite("pre-commit hook: the staged snapshot", .enabled(if: BuiltArchlint.path != nil, "needs the archlint executable: swift build"))
struct StagedHookTests {
    static let configuration = """
        { "rules": { "domain-ui-free": { "kind": "imports", "forbidden": ["UIKit"], "scope": { "paths": ["**/Domain/**"] }, "message": "Domain code is UI-free." } } }
        """
    static let violating = "import UIKit\n\nstruct Badge {}\n"
    static let clean = "import Foundation\n\nstruct Badge {}\n"
    /// archlint from the hook's fallback path, none on PATH.
    static let isolatedPath = ["PATH": "/usr/bin:/bin"]

    /// A repository with `files` committed and the hook installed from `installFrom` (relative to the top).
    func repository(_ files: [String: String], installFrom: String = "") throws -> GitSandbox {
        let sandbox = try GitSandbox(files)
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "start"]).status == 0)
        let run = ArchlintCLI.capture(["install-hook", sandbox.tree.path(installFrom), "--executable", BuiltArchlint.path!])
        #expect(run.status == 0, "\(run.error)")
        return sandbox
    }

    func commit(_ sandbox: GitSandbox, _ message: String) -> (status: Int32, output: String) {
        sandbox.git(["commit", "-m", message], environment: Self.isolatedPath)
    }

    /// Writes a file, stages everything and commits through the hook.
    func commit(_ sandbox: GitSandbox, writing content: String, to path: String, _ message: String) throws -> (status: Int32, output: String) {
        try sandbox.tree.write(path, content)
        sandbox.git(["add", "-A"])
        return commit(sandbox, message)
    }

    @Test func aViolationStagedButRemovedFromTheWorkTreeIsBlocked() throws {
        let sandbox = try repository([".archlint.json": Self.configuration, "App/Domain/Trip.swift": "struct Trip {}\n"])
        try sandbox.tree.write("App/Domain/Badge.swift", Self.violating)
        sandbox.git(["add", "App/Domain/Badge.swift"])
        try sandbox.tree.write("App/Domain/Badge.swift", Self.clean)  // fixed in the work tree only
        let run = commit(sandbox, "partly staged")
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("App/Domain/Badge.swift:1:1: error: \(sandbox.tree.name) code imports UIKit. Domain code is UI-free. [domain-ui-free]"), "\(run.output)")
        #expect(sandbox.commitCount == 1)
        #expect(sandbox.tree.read("App/Domain/Badge.swift") == Self.clean, "the work tree is left as it was")
    }

    @Test func aViolationOnlyInTheWorkTreePasses() throws {
        let sandbox = try repository([".archlint.json": Self.configuration, "App/Domain/Trip.swift": "struct Trip {}\n"])
        try sandbox.tree.write("App/Domain/Badge.swift", Self.clean)
        sandbox.git(["add", "App/Domain/Badge.swift"])
        try sandbox.tree.write("App/Domain/Badge.swift", Self.violating)  // not staged
        try sandbox.tree.write("App/Domain/Scratch.swift", Self.violating)  // untracked: not in the commit
        let run = commit(sandbox, "clean staged")
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("error"), "--quiet: a passing commit prints nothing: \(run.output)")
        #expect(sandbox.commitCount == 2)
    }

    @Test func theBaselineTheConfigurationNamesIsHonoured() throws {
        let sandbox = try repository([
            ".archlint.json": Self.configuration, "App/Domain/Legacy.swift": "import UIKit\nstruct Legacy {}\n",
        ])
        let recorded = ArchlintCLI.capture(["baseline", sandbox.root])
        #expect(recorded.status == 0 && recorded.output.contains("recorded 1 findings"), "\(recorded)")
        #expect(recorded.error.contains("note: add \"baseline\": \".archlint-baseline.json\""), "\(recorded.error)")
        try sandbox.tree.write(".archlint.json", String(Self.configuration.dropLast(2)) + ", \"baseline\": \".archlint-baseline.json\" }\n")
        sandbox.git(["add", "-A"])
        #expect(commit(sandbox, "baseline").status == 0)

        // Editing the legacy file keeps its old finding, which the baseline holds.
        let edited = try commit(sandbox, writing: "import UIKit\nstruct Legacy { var name = \"\" }\n", to: "App/Domain/Legacy.swift", "edit legacy")
        #expect(edited.status == 0, "\(edited.output)")

        let new = try commit(sandbox, writing: Self.violating, to: "App/Domain/Badge.swift", "new violation")
        #expect(new.status != 0, "\(new.output)")
        #expect(new.output.contains("App/Domain/Badge.swift:1:1: error:"), "\(new.output)")
        #expect(!new.output.contains("Legacy.swift"), "\(new.output)")
        #expect(sandbox.commitCount == 3)
    }

    @Test func installedFromASubfolderItChecksTheRepositoryOfTheConfigurationAbove() throws {
        let sandbox = try repository(
            ["ios/.archlint.json": Self.configuration, "ios/App/Domain/Trip.swift": "struct Trip {}\n", "ios/App/UI/Home.swift": "struct Home {}\n"],
            installFrom: "ios/App/UI")
        #expect(sandbox.tree.read(".git/hooks/pre-commit")?.contains("archlint_root='ios'") == true)
        let run = try commit(sandbox, writing: Self.violating, to: "ios/App/Domain/Badge.swift", "violating")
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("App/Domain/Badge.swift:1:1: error: ios code imports UIKit."), "\(run.output)")
        #expect(sandbox.commitCount == 1)
    }

    @Test func aNestedConfigurationAppliesToItsFolder() throws {
        let sandbox = try repository([
            ".archlint.json": Self.configuration, "App/Domain/Trip.swift": "struct Trip {}\n",
            "App/Legacy/Domain/.archlint.json": "{ rules: { 'domain-ui-free': 'off' } }",
        ])
        let legacy = try commit(sandbox, writing: Self.violating, to: "App/Legacy/Domain/Badge.swift", "legacy")
        #expect(legacy.status == 0, "\(legacy.output)")

        let domain = try commit(sandbox, writing: Self.violating, to: "App/Domain/Badge.swift", "domain")
        #expect(domain.status != 0, "\(domain.output)")
        #expect(domain.output.contains("App/Domain/Badge.swift:1:1: error:"), "\(domain.output)")
        #expect(sandbox.commitCount == 2)
    }
}

/// `archlint lint --staged`: what the index holds, whatever the work tree holds.
@Suite("lint --staged")
struct StagedLintTests {
    static let configuration = StagedHookTests.configuration

    func locations(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.prefix { $0 != " " }) }
    }

    @Test func readsStagedContentsStagedConfigurationsAndNothingUntracked() throws {
        let sandbox = try GitSandbox([".archlint.json": Self.configuration, "App/Domain/Trip.swift": "struct Trip {}\n"])
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "start"]).status == 0)
        // Staged, then deleted from the work tree: the commit still holds it.
        try sandbox.tree.write("App/Domain/Gone.swift", "import UIKit\n")
        sandbox.git(["add", "App/Domain/Gone.swift"])
        try FileManager.default.removeItem(atPath: sandbox.tree.path("App/Domain/Gone.swift"))
        // Untracked: the commit does not hold it.
        try sandbox.tree.write("App/Domain/Scratch.swift", "import UIKit\n")
        let run = ArchlintCLI.capture(["lint", sandbox.root, "--staged"])
        #expect(run.status == 1, "\(run.error)")
        #expect(locations(run.output) == ["\(sandbox.root)/App/Domain/Gone.swift:1:1:"], "\(run.output)")
        #expect(run.output.contains("(1 file checked"), "\(run.output)")

        // The rule switched off in the work tree's configuration only: the staged one applies.
        try sandbox.tree.write(".archlint.json", "{ rules: { 'domain-ui-free': { kind: 'imports', forbidden: ['UIKit'], severity: 'off' } } }")
        #expect(ArchlintCLI.capture(["lint", sandbox.root, "--staged"]).status == 1)
        sandbox.git(["add", ".archlint.json"])
        #expect(ArchlintCLI.capture(["lint", sandbox.root, "--staged"]).status == 0)
        // Nothing is left behind: the staged copies live in a folder removed after the lint.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("archlint-staged-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aStagedDeletionTakesTheFileOutOfTheGraph() throws {
        let sandbox = try GitSandbox([
            ".archlint.json": "{ rules: { 'no-cycles': { kind: 'cycles' } } }",
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
                """,
            "Sources/A/A.swift": "import B\npublic struct A {}\n",
            "Sources/B/B.swift": "public struct B {}\n",
            "Sources/B/BUsesA.swift": "import A\n",
        ])
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "--no-verify", "-m", "start"]).status == 0)
        try sandbox.tree.write("Sources/A/A.swift", "import B\npublic struct A { var b: B? }\n")
        sandbox.git(["add", "Sources/A/A.swift"])
        let cycle = ArchlintCLI.capture(["lint", sandbox.root, "--staged"])
        #expect(cycle.status == 1 && cycle.output.contains("[no-cycles]"), "\(cycle.output)")
        // The file closing the cycle is deleted from the index but kept in the work tree.
        sandbox.git(["rm", "--quiet", "--cached", "Sources/B/BUsesA.swift"])
        let none = ArchlintCLI.capture(["lint", sandbox.root, "--staged"])
        #expect(none.status == 0, "\(none.output)")
    }
}

/// Configuration lookup, nested configurations and the `baseline` key, through `archlint lint`.
@Suite("configuration lookup")
struct ConfigurationLookupTests {
    static let configuration = StagedHookTests.configuration

    @Test func aSubfolderReportsWhatTheFullRunReportsForItsFiles() throws {
        let sandbox = try GitSandbox([
            ".archlint.json": Self.configuration,
            "App/Domain/A.swift": "import UIKit\nstruct A {}\n", "App/Domain/Deep/B.swift": "import UIKit\n",
            "App/Other/Domain/C.swift": "import UIKit\n",
        ])
        let full = ArchlintCLI.capture(["lint", sandbox.root])
        #expect(full.status == 1 && full.output.contains("3 errors"), "\(full.output)")
        let sub = ArchlintCLI.capture(["lint", sandbox.tree.path("App/Domain")])
        #expect(sub.status == 1, "\(sub.error)")
        let located = { (output: String) in output.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.prefix { $0 != " " }) } }
        #expect(located(sub.output) == located(full.output).filter { $0.contains("/App/Domain/") }, "\(sub.output)")
        #expect(sub.output.contains("2 errors, 0 warnings in 2 files (2 files checked"), "\(sub.output)")
    }

    @Test func withoutAnyConfigurationTheErrorSaysWhereItLooked() throws {
        let sandbox = try GitSandbox(["App/A.swift": "struct A {}\n"])
        let run = ArchlintCLI.capture(["lint", sandbox.tree.path("App")])
        #expect(run.status == 2)
        #expect(run.error.contains("no configuration: no .archlint.json in \(sandbox.tree.path("App")) or a folder above it"), "\(run.error)")
    }

    @Test func aConfigurationInAFolderTheRootExcludesIsTheRootOfItsOwn() throws {
        let sandbox = try GitSandbox([
            ".archlint.json": "{ \"exclude\": [\"Vendor/**\"], \"rules\": { \"no-uikit\": { \"kind\": \"imports\", \"forbidden\": [\"UIKit\"] } } }",
            "App/A.swift": "struct A {}\n",
            "Vendor/Kit/.archlint.json": "{ \"rules\": { \"no-foundation\": { \"kind\": \"imports\", \"forbidden\": [\"Foundation\"] } } }",
            "Vendor/Kit/K.swift": "import Foundation\nimport UIKit\n",
        ])
        let full = ArchlintCLI.capture(["lint", sandbox.root])
        #expect(full.status == 0 && full.output.contains("(1 file checked"), "\(full.output)")
        let vendored = ArchlintCLI.capture(["lint", sandbox.tree.path("Vendor/Kit")])
        #expect(vendored.status == 1)
        #expect(vendored.output.contains("K.swift:1:1: error:") && !vendored.output.contains("UIKit"), "\(vendored.output)")
    }

    @Test func nestedConfigurationsMergeOntoTheOneAbove() throws {
        let sandbox = try GitSandbox([
            ".archlint.json": Self.configuration,
            "App/Domain/A.swift": "import UIKit\n",
            "Legacy/.archlint.json": "{ rules: { 'domain-ui-free': 'warning', 'no-combine': { kind: 'imports', forbidden: ['Combine'] } } }",
            "Legacy/Domain/B.swift": "import UIKit\nimport Combine\n",
            "Legacy/Old/.archlint.json": "{ rules: { 'no-combine': 'off' } }",
            "Legacy/Old/Domain/C.swift": "import UIKit\nimport Combine\n",
        ])
        let run = ArchlintCLI.capture(["lint", sandbox.root])
        let lines = run.output.split(separator: "\n").map(String.init)
        let root = sandbox.root
        #expect(lines.contains { $0.hasPrefix("\(root)/App/Domain/A.swift:1:1: error:") }, "\(run.output)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Legacy/Domain/B.swift:1:1: warning:") && $0.hasSuffix("[domain-ui-free]") }, "\(run.output)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Legacy/Domain/B.swift:2:1: error:") && $0.hasSuffix("[no-combine]") }, "\(run.output)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Legacy/Old/Domain/C.swift:1:1: warning:") }, "\(run.output)")
        #expect(!lines.contains { $0.hasPrefix("\(root)/Legacy/Old/Domain/C.swift:2:1:") }, "\(run.output)")
        #expect(run.output.contains("2 errors, 2 warnings"), "\(run.output)")

        try sandbox.tree.write("Legacy/Old/.archlint.json", "{ rules: { 'no-combine': 'offf' } }")
        let broken = ArchlintCLI.capture(["lint", sandbox.root])
        #expect(broken.status == 2)
        #expect(broken.error.contains("Legacy/Old/.archlint.json:1:"), "\(broken.error)")
    }

    @Test func theBaselineKeyIsReadFromTheConfigurationsFolder() throws {
        let tree = try TemporaryTree([
            "config/archlint.json": String(Self.configuration.dropLast(2)) + ", baseline: 'baseline.json' }",
            "App/Domain/A.swift": "import UIKit\n",
        ])
        let config = tree.path("config/archlint.json")
        let missing = ArchlintCLI.capture(["lint", tree.root, "--config", config])
        #expect(missing.status == 2)
        #expect(missing.error.contains("config/baseline.json"), "\(missing.error)")
        let recorded = ArchlintCLI.capture(["baseline", tree.root, "--config", config])
        #expect(recorded.status == 0 && recorded.output.contains("to \(tree.path("config/baseline.json"))"), "\(recorded)")
        #expect(recorded.error.isEmpty, "the configuration names it already: \(recorded.error)")
        let run = ArchlintCLI.capture(["lint", tree.root, "--config", config])
        #expect(run.status == 0 && run.output.contains("; 1 baselined"), "\(run.output)")
    }
}

/// Where a report names files, and what a terminal gets.
@Suite("report paths and terminal manners")
struct ReportPathTests {
    @Test func pathsAreNamedFromTheCurrentFolderOrAbsolute() throws {
        // The fixture's path from the current folder, as the user names it.
        let current = FileManager.default.currentDirectoryPath
        let fixture = Fixtures.root + "/layered-mvvm/violating"
        guard fixture.hasPrefix(current + "/") else { return }
        let relative = String(fixture.dropFirst(current.count + 1))
        let run = ArchlintCLI.capture(["lint", relative, "--preset", "layered-mvvm", "--format", "github"])
        #expect(run.output.contains("file=\(relative)/Pantry/Core/Domain/Model/MeasurementUnit.swift,line=2"), "\(run.output.prefix(400))")
        let absolute = ArchlintCLI.capture(["lint", relative, "--preset", "layered-mvvm", "--absolute-paths"])
        #expect(absolute.output.contains("\(fixture)/Pantry/Core/Domain/Model/MeasurementUnit.swift:2:1: error:"))
        let sarif = ArchlintCLI.capture(["lint", relative, "--preset", "layered-mvvm", "--format", "sarif"])
        #expect(sarif.output.contains("\"uri\" : \"Pantry/Core/Domain/Model/MeasurementUnit.swift\"") || sarif.output.contains("\"uri\": \"Pantry/Core/Domain/Model/MeasurementUnit.swift\""))
    }

    @Test func quietPrintsNothingWhenNothingFails() throws {
        let tree = try TemporaryTree([".archlint.json": StagedHookTests.configuration, "App/Domain/A.swift": "struct A {}\n", "App/UI/B.swift": "import Nowhere\n"])
        let passing = ArchlintCLI.capture(["lint", tree.root, "--quiet"])
        #expect(passing.status == 0 && passing.output.isEmpty && passing.error.isEmpty, "\(passing)")
        try tree.write("App/Domain/C.swift", "import UIKit\n")
        let failing = ArchlintCLI.capture(["lint", tree.root, "--quiet"])
        #expect(failing.status == 1 && failing.output.contains("C.swift:1:1: error:") && failing.output.contains("1 error"), "\(failing)")
    }

    @Test func coloursOnATerminalUnlessNoColor() {
        #expect(Output.colors(terminal: true, noColor: nil))
        #expect(Output.colors(terminal: true, noColor: ""))
        #expect(!Output.colors(terminal: true, noColor: "1"))
        #expect(!Output.colors(terminal: false, noColor: nil), "a pipe or a file gets none")
        // Captured (not a terminal): plain text.
        let run = ArchlintCLI.capture(["lint", Fixtures.root + "/layered-mvvm/violating", "--preset", "layered-mvvm"])
        #expect(run.status == 1 && !run.output.contains("\u{1B}["))
    }

    @Test func aFolderWithoutSwiftFilesSaysSo() throws {
        let tree = try TemporaryTree([".archlint.json": StagedHookTests.configuration, "README.md": "no code\n"])
        let run = ArchlintCLI.capture(["lint", tree.root])
        #expect(run.status == 0)
        #expect(run.error.contains("warning: no Swift files to check in \(tree.root)"), "\(run.error)")
    }

    @Test func changedOutsideARepositoryIsOneLine() throws {
        let tree = try TemporaryTree([".archlint.json": StagedHookTests.configuration, "App/A.swift": "struct A {}\n"])
        let run = ArchlintCLI.capture(["lint", tree.root, "--changed"])
        #expect(run.status == 2)
        #expect(run.error == "error: --changed asks git which files changed: \(tree.root) is not in a git work tree\n", "\(run.error)")
        let staged = ArchlintCLI.capture(["lint", tree.root, "--staged"])
        #expect(staged.status == 2)
        #expect(staged.error.split(separator: "\n").count == 1 && staged.error.hasPrefix("error: --staged reads git's index: "), "\(staged.error)")
    }

    @Test func aBuildStepReportsErrorsAsWarningsUnlessTheConfigurationFailsTheBuild() throws {
        let tree = try TemporaryTree([".archlint.json": StagedHookTests.configuration, "App/Domain/A.swift": "import UIKit\n"])
        let lenient = ArchlintCLI.capture(["lint", tree.root, "--build-tool"])
        #expect(lenient.status == 0)
        #expect(lenient.output.contains("\(tree.root)/App/Domain/A.swift:1:1: warning:"), "\(lenient.output)")
        try tree.write(".archlint.json", String(StagedHookTests.configuration.dropLast(2)) + ", \"failBuildOnErrors\": true }")
        let failing = ArchlintCLI.capture(["lint", tree.root, "--build-tool"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("\(tree.root)/App/Domain/A.swift:1:1: error:"), "\(failing.output)")
        try tree.write("App/Domain/A.swift", "struct A {}\n")
        let clean = ArchlintCLI.capture(["lint", tree.root, "--build-tool"])
        #expect(clean.status == 0 && clean.output.isEmpty, "a build step with nothing to report prints nothing: \(clean.output)")
    }
}
