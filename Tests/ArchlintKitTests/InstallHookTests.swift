import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// A temporary git repository, with git run in isolation from the machine's configuration.
final class GitSandbox {
    let tree: TemporaryTree
    var root: String { tree.root }

    init(_ files: [String: String]) throws {
        tree = try TemporaryTree(files)
        try FileManager.default.createDirectory(atPath: tree.path(".home"), withIntermediateDirectories: true)
        let initialized = git(["init", "--quiet"])
        #expect(initialized.status == 0, "git init: \(initialized.output)")
        try tree.write(".git/info/exclude", ".home/\n")  // HOME and the fact cache of the hook's runs
    }

    /// Runs git in the repository; `environment` adds to (or, with "", removes from) an isolated
    /// environment: no global or system configuration, a fixed identity, PATH as given.
    @discardableResult
    func git(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String) {
        var variables = ProcessInfo.processInfo.environment
        variables["ARCHLINT"] = nil
        variables["HOME"] = tree.path(".home")
        variables["GIT_CONFIG_NOSYSTEM"] = "1"
        variables["GIT_CONFIG_GLOBAL"] = "/dev/null"
        variables["ARCHLINT_CACHE_DIR"] = tree.path(".home/cache")
        for (name, value) in ["GIT_AUTHOR_NAME": "archlint-test", "GIT_AUTHOR_EMAIL": "test@example.invalid", "GIT_COMMITTER_NAME": "archlint-test", "GIT_COMMITTER_EMAIL": "test@example.invalid"] {
            variables[name] = value
        }
        for (name, value) in environment { variables[name] = value.isEmpty ? nil : value }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root] + arguments
        process.environment = variables
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run git: \(error)") }
        let data = readToEnd(pipe.fileHandleForReading)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    var commitCount: Int { Int(git(["rev-list", "--count", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 }
}

enum BuiltArchlint {
    /// The `archlint` executable built next to the test bundle (`swift build` puts both in the
    /// same folder), else in the package's `.build/debug`.
    static let path: String? = {
        var candidates: [String] = []
        if let first = CommandLine.arguments.first, first.contains("/") {
            var folder = (first as NSString).deletingLastPathComponent
            // Inside a bundle (…/archlintPackageTests.xctest/Contents/MacOS) on Darwin.
            while folder.contains(".xctest") { folder = (folder as NSString).deletingLastPathComponent }
            candidates.append("\(folder)/archlint")
        }
        candidates.append("\(Tools.repository)/.build/debug/archlint")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}

@Suite("install-hook")
struct InstallHookTests {
    static let configuration = """
        { "rules": { "no-ui-in-domain": { "kind": "imports", "forbidden": ["UIKit"], "scope": { "paths": ["**/Domain/**"] }, "message": "Domain code is UI-free." } } }
        """

    /// A repository with one clean commit and the hook installed (falling back to `executable`).
    func repository(executable: String) throws -> GitSandbox {
        let sandbox = try GitSandbox([".archlint.json": Self.configuration, "App/Domain/Trip.swift": "struct Trip {}\n"])
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "start"]).status == 0)
        let run = ArchlintCLI.capture(["install-hook", sandbox.root, "--executable", executable])
        #expect(run.status == 0, "\(run.error)")
        return sandbox
    }

    @Test func writesTheHookAndRefusesToOverwriteIt() throws {
        let sandbox = try GitSandbox(["App/A.swift": "struct A {}\n"])
        let first = ArchlintCLI.capture(["install-hook", sandbox.root, "--executable", "/opt/archlint/bin/archlint"])
        #expect(first.status == 0, "\(first.error)")
        let hook = sandbox.tree.path(".git/hooks/pre-commit")
        let text = try #require(sandbox.tree.read(".git/hooks/pre-commit"))
        #expect(text.hasPrefix("#!/bin/sh\n"))
        #expect(text.contains("archlint_fallback='/opt/archlint/bin/archlint'"))
        #expect(text.contains("\"$archlint\" lint --staged --quiet\n"))
        #expect(FileManager.default.isExecutableFile(atPath: hook))
        #expect(first.output.hasPrefix("wrote /"))
        #expect(first.output.contains("/.git/hooks/pre-commit\n"))

        try sandbox.tree.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let second = ArchlintCLI.capture(["install-hook", sandbox.root])
        #expect(second.status == 2)
        #expect(second.error.contains("pre-commit exists"))
        #expect(second.error.contains("--force"))
        #expect(sandbox.tree.read(".git/hooks/pre-commit") == "#!/bin/sh\necho mine\n")

        let forced = ArchlintCLI.capture(["install-hook", sandbox.root, "--force"])
        #expect(forced.status == 0)
        #expect(sandbox.tree.read(".git/hooks/pre-commit")?.contains("archlint pre-commit hook") == true)
    }

    @Test func followsCoreHooksPathAndLintsTheSubfolderItWasInstalledFor() throws {
        let sandbox = try GitSandbox(["ios/App/A.swift": "struct A {}\n"])
        sandbox.git(["config", "core.hooksPath", ".githooks"])
        let run = ArchlintCLI.capture(["install-hook", sandbox.tree.path("ios"), "--preset", "layered-mvvm"])
        #expect(run.status == 0, "\(run.error)")
        let text = try #require(sandbox.tree.read(".githooks/pre-commit"))
        #expect(text.contains("archlint_root='ios'"))
        #expect(text.contains("lint --staged --quiet '--preset' 'layered-mvvm'\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.tree.path(".git/hooks/pre-commit")))
    }

    @Test func outsideAGitRepositoryIsAUsageError() throws {
        let tree = try TemporaryTree(["A.swift": "struct A {}\n"])
        let run = ArchlintCLI.capture(["install-hook", tree.root])
        #expect(run.status == 2)
        #expect(run.error.contains("not in a git repository"))
    }

    @Test(.enabled(if: BuiltArchlint.path != nil, "needs the archlint executable: swift build"))
    func blocksAViolatingStagedFileAndPassesAClean() throws {
        let sandbox = try repository(executable: BuiltArchlint.path!)
        let isolatedPath = ["PATH": "/usr/bin:/bin"]  // archlint from the fallback path
        try sandbox.tree.write("App/Domain/Badge View.swift", "import UIKit\n\nstruct Badge {}\n")
        sandbox.git(["add", "-A"])
        let blocked = sandbox.git(["commit", "-m", "violating"], environment: isolatedPath)
        #expect(blocked.status != 0, "\(blocked.output)")
        #expect(blocked.output.contains("App/Domain/Badge View.swift:1:1: error: \(sandbox.tree.name) code imports UIKit. Domain code is UI-free. [no-ui-in-domain]"))
        #expect(blocked.output.contains("commit blocked"))
        #expect(sandbox.commitCount == 1)

        sandbox.git(["rm", "--quiet", "--cached", "App/Domain/Badge View.swift"])
        try FileManager.default.removeItem(atPath: sandbox.tree.path("App/Domain/Badge View.swift"))
        try sandbox.tree.write("App/Domain/Route.swift", "struct Route {}\n")
        sandbox.git(["add", "-A"])
        let passed = sandbox.git(["commit", "-m", "clean"], environment: isolatedPath)
        #expect(passed.status == 0, "\(passed.output)")
        #expect(!passed.output.contains("error"), "--quiet: nothing printed when nothing fails: \(passed.output)")
        #expect(sandbox.commitCount == 2)
    }

    @Test func aMissingArchlintWarnsAndLetsTheCommitThrough() throws {
        let sandbox = try repository(executable: "/nonexistent/bin/archlint")
        try sandbox.tree.write("App/Domain/Badge.swift", "import UIKit\n")
        sandbox.git(["add", "-A"])
        let run = sandbox.git(["commit", "-m", "unchecked"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("archlint pre-commit hook: warning: archlint not found (not on PATH, not executable at /nonexistent/bin/archlint)"))
        #expect(sandbox.commitCount == 2)
    }

    @Test func aCrashOrAConfigurationErrorWarnsAndLetsTheCommitThrough() throws {
        let sandbox = try repository(executable: "/nonexistent/bin/archlint")
        let tools = try TemporaryTree([
            "crashing": "#!/bin/sh\nkill -SEGV $$\n",
            "misconfigured": "#!/bin/sh\necho 'error: no configuration' >&2\nexit 2\n",
        ])
        for name in ["crashing", "misconfigured"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.path(name))
        }
        try sandbox.tree.write("App/Domain/Badge.swift", "import UIKit\n")
        sandbox.git(["add", "-A"])
        let crashed = sandbox.git(["commit", "-m", "crashed"], environment: ["ARCHLINT": tools.path("crashing")])
        #expect(crashed.status == 0, "\(crashed.output)")
        #expect(crashed.output.contains("exited with status 139"))
        try sandbox.tree.write("App/Domain/Badge2.swift", "import UIKit\n")
        sandbox.git(["add", "-A"])
        let misconfigured = sandbox.git(["commit", "-m", "misconfigured"], environment: ["ARCHLINT": tools.path("misconfigured")])
        #expect(misconfigured.status == 0, "\(misconfigured.output)")
        #expect(misconfigured.output.contains("exited with status 2 (a problem of archlint or its configuration, not a finding)"))
        #expect(sandbox.commitCount == 3)
    }
}

@Suite("lint --changed")
struct ChangedFilesTests {
    static let configuration = "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'], scope: { paths: ['Domain/**'] } } } }"

    @Test func reportsOnlyWhatDiffersFromHEADStagedOrNot() throws {
        let sandbox = try GitSandbox([
            ".archlint.json": Self.configuration,
            "Domain/Legacy.swift": "import UIKit\n",  // committed: not reported by --changed
            "Domain/User.swift": "struct User {}\n",
            "Domain/Old.swift": "struct Old {}\n",
        ])
        sandbox.git(["add", "-A"])
        #expect(sandbox.git(["commit", "--quiet", "-m", "start"]).status == 0)

        let nothing = ArchlintCLI.capture(["lint", sandbox.root, "--changed"])
        #expect(nothing.status == 0 && nothing.output.hasPrefix("0 errors, 0 warnings in 0 files (0 files checked"), "\(nothing.output)")

        try sandbox.tree.write("Domain/User.swift", "import UIKit\nstruct User {}\n")  // edited, not staged
        try sandbox.tree.write("Domain/Order.swift", "import UIKit\n")                // new, staged
        sandbox.git(["add", "Domain/Order.swift"])
        try FileManager.default.removeItem(atPath: sandbox.tree.path("Domain/Old.swift"))  // deleted: nothing to lint
        try sandbox.tree.write("Domain/Scratch.swift", "import UIKit\n")              // untracked: not part of a commit
        let run = ArchlintCLI.capture(["lint", sandbox.root, "--changed"])
        #expect(run.status == 1)
        let located = run.output.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.prefix { $0 != " " }) }
        #expect(located == ["\(sandbox.root)/Domain/Order.swift:1:1:", "\(sandbox.root)/Domain/User.swift:1:1:"], "\(run.output)")
        #expect(run.output.contains("(2 files checked"))
    }

    @Test func outsideAGitRepositoryItIsAUsageError() throws {
        let tree = try TemporaryTree([".archlint.json": Self.configuration, "Domain/A.swift": "import UIKit\n"])
        let run = ArchlintCLI.capture(["lint", tree.root, "--changed"])
        #expect(run.status == 2)
        #expect(run.error.contains("--changed asks git which files changed:"), "\(run.error)")
    }
}
