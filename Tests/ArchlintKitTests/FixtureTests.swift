import ArchlintKit
import Foundation
import Testing

/// The fixture repositories under `Fixtures/`: each is linted through the command line, and its
/// `expected-findings.txt` (`rule-id path:line:column` per line) must be exactly what is reported.
enum Fixtures {
    static let root: String = {
        let source = "\(#filePath)"
        return String(source[..<source.range(of: "/Tests/ArchlintKitTests/")!.lowerBound]) + "/Fixtures"
    }()

    static func folders(under relative: String) -> [String] {
        let base = "\(root)/\(relative)"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return entries.filter { FileManager.default.fileExists(atPath: "\(base)/\($0)/expected-findings.txt") }.sorted()
    }

    /// `rule path:line:column` for every finding of a lint, from its JSON report.
    static func lint(_ folder: String, extra: [String] = []) throws -> (findings: [String], status: Int32, error: String) {
        let run = ArchlintCLI.capture(["lint", folder, "--format", "json", "--quiet"] + extra)
        guard run.status != 2 else { return ([], run.status, run.error) }
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        let findings = (report["findings"] as! [[String: Any]]).map { finding in
            "\(finding["ruleId"]!) \(finding["file"]!):\(finding["line"]!):\(finding["column"]!)"
        }
        return (findings, run.status, run.error)
    }

    static func expected(_ folder: String) throws -> [String] {
        try String(contentsOfFile: "\(folder)/expected-findings.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }
}

@Suite("Rule-kind fixtures")
struct RuleFixtureTests {
    @Test(arguments: Fixtures.folders(under: "rules"))
    func fixture(_ name: String) throws {
        let folder = "\(Fixtures.root)/rules/\(name)"
        let result = try Fixtures.lint(folder)
        #expect(result.status != 2, "\(result.error)")
        let expected = try Fixtures.expected(folder)
        #expect(result.findings.sorted() == expected.sorted(), "\(name)")
        #expect(result.status == (result.findings.isEmpty ? 0 : 1))
    }

    @Test func everyRuleKindHasAFixture() {
        let folders = Set(Fixtures.folders(under: "rules"))
        for kind in ["layers", "dependency", "imports", "conformance", "attributes", "references", "literals", "type-size", "naming", "cycles", "declared-dependencies"] {
            #expect(folders.contains(kind), "no fixture for \(kind)")
        }
    }
}
