import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// A CI gate lints whatever a pull request contains: links out of the repository, files it cannot
/// read, names made to break a report line.
@Suite("Untrusted input")
struct UntrustedInputTests {
    static let configuration = #"{ "rules": { "no-ui": { "kind": "imports", "forbidden": ["UIKit"] } } }"#

    @Test func linksLeavingTheRootAreSkippedWithAWarningNamingTheLink() throws {
        let outside = try TemporaryTree(["Secret/Token.swift": "import UIKit\nlet token = \"s3cr3t\"\n"])
        let tree = try TemporaryTree([".archlint.json": Self.configuration, "App/A.swift": "struct A {}\n", "Shared/Util.swift": "import UIKit\n"])
        try tree.link("App/Everything", to: "/")
        try tree.link("App/Outside", to: outside.path("Secret"))
        try tree.link("App/Token.swift", to: outside.path("Secret/Token.swift"))
        // A shared folder linked into a folder of the repository is the repository's: it is read.
        try tree.link("App/Shared", to: "../Shared")
        let run = ArchlintCLI.capture(["lint", tree.root, "--no-cache"])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("App/Shared/Util.swift:1:1: error: "))
        #expect(!run.output.contains("Token.swift") && !run.output.contains("Outside"))
        #expect(run.error.contains("App/Everything: warning: symbolic link to /, outside the linted folder, skipped (lint a folder that holds both to read it)"))
        #expect(run.error.contains("App/Outside: warning: symbolic link to \(Self.resolved(outside.path("Secret"))), outside the linted folder, skipped (lint a folder that holds both to read it)"))
        #expect(run.error.contains("App/Token.swift: warning: symbolic link to \(Self.resolved(outside.path("Secret/Token.swift"))), outside the linted folder, skipped (lint a folder that holds both to read it)"))
    }

    @Test func filesAProjectNamesAreNotReadThroughALinkLeavingTheRoot() throws {
        let outside = try TemporaryTree(["base.yml": "targets:\n  Leaked: {type: framework, platform: iOS}\n"])
        let tree = try TemporaryTree([
            "project.yml": "name: Shop\ninclude: [shared/base.yml]\ntargets:\n  Shop: {type: application, platform: iOS, sources: [App]}\n",
            "App/A.swift": "struct A {}\n",
        ])
        try tree.link("shared", to: outside.root)
        let run = ArchlintCLI.capture(["dump", tree.root])
        #expect(run.output.contains("\"Shop\""))
        #expect(!run.output.contains("Leaked"))
    }

    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    @Test func unreadableFilesAndFoldersMakeTheLintExitTwoWithTheirList() throws {
        let tree = try TemporaryTree([
            ".archlint.json": Self.configuration, "App/A.swift": "import UIKit\n", "App/Locked.swift": "import UIKit\n",
            "Vault/Hidden.swift": "import UIKit\n",
        ])
        try Self.lock([tree.path("App/Locked.swift"), tree.path("Vault")]) {
            let run = try Self.unprivileged(["lint", tree.root, "--no-cache"])
            #expect(run.status == 2, "\(run.error)")
            #expect(run.output.contains("App/A.swift:1:1: error: "))
            #expect(run.error.contains("App/Locked.swift: error: file cannot be read (Permission denied), so it is not checked\n"))
            #expect(run.error.contains("Vault: error: folder cannot be read (Permission denied), so its files are not checked\n"))
            #expect(run.error.contains("error: 2 files or folders could not be read, so the lint is incomplete"))
            // Code scanning and pull-request annotations say so too.
            let github = try Self.unprivileged(["lint", tree.root, "--no-cache", "--format", "github"])
            #expect(github.output.contains("::error file=App/Locked.swift,title=archlint::file cannot be read (Permission denied), so it is not checked\n"), "\(github.output)")
            let sarif = try Self.unprivileged(["lint", tree.root, "--no-cache", "--format", "sarif"])
            let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
            let invocation = try #require(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
            #expect(invocation["executionSuccessful"] as? Bool == false)
            let notifications = invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []
            #expect(notifications.contains { ($0["message"] as? [String: Any])?["text"] as? String == "file cannot be read (Permission denied), so it is not checked" && $0["level"] as? String == "error" })
            // Even quiet, the list is printed.
            #expect(try Self.unprivileged(["lint", tree.root, "--no-cache", "--quiet"]).error.contains("App/Locked.swift: error: file cannot be read"))
            // No baseline is recorded without them.
            let baseline = try Self.unprivileged(["baseline", tree.root, "--no-cache"])
            #expect(baseline.status == 2)
            #expect(baseline.error.contains("no baseline written: it would miss the findings of what could not be read"))
            #expect(tree.read(".archlint-baseline.json") == nil)
            // Excluding them is how to skip them on purpose.
            try tree.write(".archlint.json", #"{ "exclude": ["Vault/**", "App/Locked.swift"], "rules": { "no-ui": { "kind": "imports", "forbidden": ["UIKit"] } } }"#)
            let excluded = try Self.unprivileged(["lint", tree.root, "--no-cache"])
            #expect(excluded.status == 1, "\(excluded.error)")
            #expect(!excluded.error.contains("cannot be read"))
        }
    }

    /// Takes every permission from `paths` while `body` runs.
    static func lock(_ paths: [String], _ body: () throws -> Void) throws {
        for path in paths { chmod(path, 0) }
        defer { for path in paths { chmod(path, 0o755) } }
        try body()
    }

    /// Runs archlint where permissions are enforced: in this process, unless it runs as root
    /// (which reads anything); then the built executable runs as root without the capabilities
    /// that bypass file permissions (`setpriv`, util-linux).
    static func unprivileged(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        guard geteuid() == 0 else { return ArchlintCLI.capture(arguments) }
        let executable = try #require(BuiltArchlint.path, "running as root: needs the built archlint executable to run without DAC capabilities")
        let setpriv = try #require(["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "running as root: needs setpriv (util-linux) to drop the capabilities that bypass file permissions")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = ["--bounding-set=-dac_override,-dac_read_search", executable] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = readToEnd(output.fileHandleForReading)
        let errors = readToEnd(error.fileHandleForReading)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    @Test func controlCharactersInNamesAreEscapedInTextOutput() throws {
        let name = "App/Bad\nName\u{1B}[2J\u{202E}.swift"
        let tree = try TemporaryTree([".archlint.json": Self.configuration, name: "import UIKit\n"])
        try tree.write("App/Broken\rImage.swift", bytes: Array(repeating: 0, count: 32))
        let run = ArchlintCLI.capture(["lint", tree.root, "--no-cache"])
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count == 3, "\(run.output)")  // a finding, the summary, ""
        #expect(run.output.hasPrefix(tree.root + #"/App/Bad\nName\u{1B}[2J\u{202E}.swift:1:1: error: "#), "\(run.output)")
        #expect(!run.error.contains("\r") && !run.output.contains("\u{1B}"))
        #expect(run.error.contains(#"App/Broken\rImage.swift: error: binary file"#), "\(run.error)")
        // JSON keeps the name exactly.
        let json = ArchlintCLI.capture(["lint", tree.root, "--no-cache", "--format", "json"])
        #expect(json.output.contains(#""file": "App/Bad\nName\u001b[2J\#u{202E}.swift""#), "\(json.output)")
    }

    /// Resolution follows superclasses and refined protocols through a cache: a file nesting them
    /// 50,000 deep is followed to a bounded depth instead of exhausting the stack (it crashed).
    @Test func deepInheritanceChainsAreFollowedToABoundedDepth() throws {
        var classes = ["struct Element {}", "class C0 {}", "protocol P0 {}"]
        for level in 1...50_000 { classes.append("class C\(level): C\(level - 1) {}\nprotocol P\(level): P\(level - 1) {}") }
        classes.append("class Leaf: C50000, P50000 { var element: Element? }")
        let tree = try TemporaryTree(["Chain.swift": classes.joined(separator: "\n") + "\n"])
        let run = ArchlintCLI.capture(["lint", tree.root, "--no-cache", "--preset", "layered-mvvm"])
        #expect(run.status == 0, "\(run.error)")
    }

    @Test func hugeNumbersInABaselineAreConfigurationErrors() throws {
        let tree = try TemporaryTree([".archlint.json": Self.configuration, "App/A.swift": "import UIKit\n"])
        try tree.write("baseline.json", """
            {
              "version": 1,
              "entries": [ { "rule": "no-ui", "file": "App/A.swift", "fingerprint": "UIKit", "count": 1e19 } ]
            }
            """)
        let run = ArchlintCLI.capture(["lint", tree.root, "--no-cache", "--baseline", tree.path("baseline.json")])
        #expect(run.status == 2)
        #expect(run.error.contains("baseline.json:3:91: error: entries[0].count: expected a whole number from 0 to 2147483647, found 1e+19"), "\(run.error)")
        try tree.write("baseline.json", #"{ "version": 1e300, "entries": [] }"#)
        #expect(ArchlintCLI.capture(["lint", tree.root, "--no-cache", "--baseline", tree.path("baseline.json")]).error
            .contains("baseline.json:1:14: error: version: expected a whole number from 0 to 2147483647, found 1e+300"))
        try tree.write("baseline.json", #"{ "version": 1, "entries": [ { "rule": "r", "file": "f", "fingerprint": "p", "count": 1e999 } ] }"#)
        #expect(ArchlintCLI.capture(["lint", tree.root, "--no-cache", "--baseline", tree.path("baseline.json")]).error
            .contains("baseline.json:1:87: error: invalid baseline JSON: number out of range '1e999'"))
    }
}
