import ArchlintKit
@testable import archlint
import Foundation
import Testing

@Suite("Configuration errors")
struct ConfigurationErrorTests {
    func lintError(_ configuration: String) throws -> (status: Int32, error: String) {
        let tree = try TemporaryTree([".archlint.json": configuration, "App/A.swift": "struct A {}"])
        let run = ArchlintCLI.capture(["lint", tree.root])
        return (run.status, run.error)
    }

    @Test func invalidJSONNamesFileLineAndColumn() throws {
        let result = try lintError("{\n  \"rules\": {\n    \"x\": { \"kind\": \"imports\" \"forbidden\": [] }\n  }\n}")
        #expect(result.status == 2)
        #expect(result.error.contains(".archlint.json:3:"))
        #expect(result.error.contains("expected ',' or '}' in object"))
    }

    @Test func wrongTypeNamesTheKeyPathAndWhatWasExpected() throws {
        let result = try lintError("""
            {
              "rules": {
                "thin": { "kind": "type-size", "max": { "lines": "many" } },
              },
            }
            """)
        #expect(result.status == 2)
        #expect(result.error.contains(".archlint.json:3:54: error: rules.thin.max.lines: expected a whole number, 0 or more, found a string"))
    }

    @Test func unknownKeysAndKindsAreErrors() throws {
        let unknownKey = try lintError("{ \"rules\": { \"x\": { \"kind\": \"imports\", \"forbiden\": [\"UIKit\"] } } }")
        #expect(unknownKey.status == 2)
        #expect(unknownKey.error.contains("rules.x.forbiden: unknown key \"forbiden\""))
        let unknownKind = try lintError("{ \"rules\": { \"x\": { \"kind\": \"layering\" } } }")
        #expect(unknownKind.status == 2)
        #expect(unknownKind.error.contains("rules.x.kind: unknown rule kind \"layering\" (expected one of: layers, dependency"))
        let unknownTopLevel = try lintError("{ \"rulez\": {} }")
        #expect(unknownTopLevel.error.contains("rulez: unknown key"))
        let badRegex = try lintError("{ \"rules\": { \"x\": { \"kind\": \"dependency\", \"from\": \"(unclosed\", \"to\": \"x\" } } }")
        #expect(badRegex.error.contains("rules.x.from: invalid regular expression \"(unclosed\""))
        let undefinedLayer = try lintError("{ \"rules\": { \"x\": { \"kind\": \"imports\", \"forbidden\": [\"UIKit\"], \"scope\": { \"layers\": [\"Domian\"] } } } }")
        #expect(undefinedLayer.error.contains("no layer named \"Domian\""))
    }

    @Test func json5CommentsAndTrailingCommasAreAccepted() throws {
        let tree = try TemporaryTree([
            ".archlint.json": "// comment\n{\n  /* block */ rules: {\n    'no-ui': { kind: 'imports', forbidden: ['UIKit',], },\n  },\n}\n",
            "App/A.swift": "import UIKit\n",
        ])
        let run = ArchlintCLI.capture(["lint", tree.root])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("\(tree.root)/App/A.swift:1:1: error: \(tree.name) code imports UIKit [no-ui]\n"))
    }
}

@Suite("Command line")
struct CommandLineTests {
    @Test func exitCodesFollowTheGate() throws {
        let tree = try TemporaryTree([
            ".archlint.json": "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'], severity: 'warning' } } }",
            "App/A.swift": "import UIKit\n",
        ])
        #expect(ArchlintCLI.capture(["lint", tree.root]).status == 0)
        #expect(ArchlintCLI.capture(["lint", tree.root, "--strict"]).status == 1)
        #expect(ArchlintCLI.capture(["lint", tree.root, "--frobnicate"]).status == 2)
        #expect(ArchlintCLI.capture(["lint", tree.path("missing")]).status == 2)
        #expect(ArchlintCLI.capture(["unknown-command"]).status == 2)
        #expect(ArchlintCLI.capture(["lint", tree.root, "--preset", "no-such-preset"]).status == 2)
    }

    @Test func textOutputIsClickableAndEndsWithASummary() throws {
        let tree = try TemporaryTree([
            ".archlint.json": "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'], message: 'Keep UI out of the core.' } } }",
            "App/Core/A.swift": "import Foundation\nimport UIKit\n",
        ])
        // Named as the root was (absolute here), as a compiler names its inputs.
        let run = ArchlintCLI.capture(["lint", tree.root])
        #expect(run.output == """
            \(tree.root)/App/Core/A.swift:2:1: error: \(tree.name) code imports UIKit. Keep UI out of the core. [no-ui]
            1 error, 0 warnings in 1 file (1 file checked, 1 rule)

            """)
        #expect(!run.output.contains("\u{1B}["))  // no colour when not on a terminal
    }

    @Test func jsonReportIsStableAndComplete() throws {
        let tree = try TemporaryTree([
            ".archlint.json": "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'] } } }",
            "App/B.swift": "import UIKit\n",
            "App/A.swift": "import UIKit\n",
        ])
        let first = ArchlintCLI.capture(["lint", tree.root, "--format", "json"])
        let second = ArchlintCLI.capture(["lint", tree.root, "--format", "json", "--jobs", "1"])
        #expect(first.output == second.output)
        let report = try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as! [String: Any]
        #expect(report["version"] as? Int == 1)
        #expect((report["tool"] as? [String: Any])?["name"] as? String == "archlint")
        let findings = report["findings"] as! [[String: Any]]
        #expect(findings.map { $0["file"] as! String } == ["App/A.swift", "App/B.swift"])
        #expect(Set(findings[0].keys).isSuperset(of: ["ruleId", "severity", "message", "file", "line", "column", "evidence"]))
        #expect((report["summary"] as? [String: Any])?["errors"] as? Int == 2)
    }

    @Test func outputFileIsWrittenAtomically() throws {
        let tree = try TemporaryTree([
            ".archlint.json": "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'] } } }",
            "App/A.swift": "import UIKit\n",
        ])
        let run = ArchlintCLI.capture(["lint", tree.root, "--format", "json", "--output", tree.path("report.json")])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(tree.read("report.json")?.contains("\"ruleId\": \"no-ui\"") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tree.root).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func githubAnnotationsAndSeveralReportsInOneRun() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/imports", to: tree)
        let run = ArchlintCLI.capture([
            "lint", tree.root, "--format", "github", "--report", "sarif=\(tree.path("out.sarif"))", "--report", "json=\(tree.path("out.json"))",
        ])
        #expect(run.output.split(separator: "\n").first == "::error file=\(tree.root)/App/Domain/Order.swift,line=3,col=1,title=domain-no-ui::\(tree.name) code imports UIKit (inside #if canImport(UIKit))")
        #expect(tree.read("out.sarif")?.contains("\"version\": \"2.1.0\"") == true)
        #expect(tree.read("out.json")?.contains("\"ruleId\": \"domain-no-ui\"") == true)
    }

    /// Baseline entries that no longer occur are notes on standard error, unless --quiet.
    @Test func staleBaselineEntriesAreNotedOnStandardError() throws {
        let tree = try TemporaryTree([
            ".archlint.json": "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'] } } }",
            "App/A.swift": "import UIKit\n",
        ])
        #expect(ArchlintCLI.capture(["baseline", tree.root, "--output", tree.path("b.json")]).output == "recorded 1 findings in 1 entries to \(tree.path("b.json"))\n")
        try tree.write("App/A.swift", "struct A {}\n")
        let run = ArchlintCLI.capture(["lint", tree.root, "--baseline", tree.path("b.json")])
        #expect(run.status == 0)
        #expect(run.error.hasPrefix("\(tree.root)/App/A.swift: note: baseline entry no longer occurs: no-ui "), "\(run.error)")
        #expect(run.error.hasSuffix(" [stale]\n"))
        #expect(ArchlintCLI.capture(["lint", tree.root, "--baseline", tree.path("b.json"), "--quiet"]).error.isEmpty)
        #expect(ArchlintCLI.capture(["lint", tree.root, "--baseline", tree.path("b.json"), "--fail-on-stale"]).status == 1)
    }
}
