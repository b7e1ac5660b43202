import ArchlintKit
@testable import archlint
import ArchlintRules
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

    /// `rule path:line:column` for every finding of a lint, from its JSON report, and whether one
    /// of them is an error.
    static func lint(_ folder: String, extra: [String] = []) throws -> (findings: [String], hasErrors: Bool, status: Int32, error: String) {
        let run = ArchlintCLI.capture(["lint", folder, "--format", "json", "--quiet", "--no-cache"] + extra)
        guard run.status != 2 else { return ([], false, run.status, run.error) }
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        let entries = report["findings"] as! [[String: Any]]
        let findings = entries.map { finding in
            "\(finding["ruleId"]!) \(finding["file"]!):\(finding["line"]!):\(finding["column"]!)"
        }
        return (findings, entries.contains { $0["severity"] as? String == "error" }, run.status, run.error)
    }

    /// Lints `folder` with its own `.archlint.json` and expects exactly its expected findings.
    static func expectExactFindings(_ folder: String) throws {
        let result = try lint(folder)
        #expect(result.status != 2, "\(result.error)")
        let expected = try expected(folder)
        #expect(result.findings.sorted() == expected.sorted(), "\(folder)")
        #expect(result.status == (result.hasErrors ? 1 : 0))
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
        try Fixtures.expectExactFindings("\(Fixtures.root)/rules/\(name)")
    }

    @Test func everyRuleKindHasAFixture() {
        let folders = Set(Fixtures.folders(under: "rules"))
        for kind in ["layers", "dependency", "imports", "conformance", "attributes", "references", "literals", "type-size", "naming", "cycles", "declared-dependencies"] {
            #expect(folders.contains(kind), "no fixture for \(kind)")
        }
    }
}

/// Repositories built by Xcode, Tuist or XcodeGen projects, or by no project file at all: linted
/// with their own configuration, they report exactly their expected findings.
@Suite("Project fixtures")
struct ProjectFixtureTests {
    @Test(arguments: Fixtures.folders(under: "projects"))
    func fixture(_ name: String) throws {
        try Fixtures.expectExactFindings("\(Fixtures.root)/projects/\(name)")
    }
}

/// The sample app of every preset: the clean one lints with no finding, the violating one (a copy
/// with planted violations of every rule, in several shapes, and traps that must stay silent)
/// reports exactly its expected findings.
@Suite("Preset fixtures")
struct PresetFixtureTests {
    static let presets = ["layered-mvvm", "clean-spm", "observable-mvvm", "modular-clean"]

    @Test(arguments: presets)
    func cleanAppHasNoFinding(_ preset: String) throws {
        let result = try Fixtures.lint("\(Fixtures.root)/\(preset)/clean", extra: ["--preset", preset])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.findings == [])
    }

    @Test(arguments: presets)
    func violatingAppReportsExactlyItsExpectedFindings(_ preset: String) throws {
        let folder = "\(Fixtures.root)/\(preset)/violating"
        let result = try Fixtures.lint(folder, extra: ["--preset", preset])
        #expect(result.status != 2, "\(result.error)")
        let expected = try Fixtures.expected(folder)
        let missing = Set(expected).subtracting(result.findings).sorted()
        let unexpected = Set(result.findings).subtracting(expected).sorted()
        #expect(missing.isEmpty && unexpected.isEmpty, "missing: \(missing)\nunexpected: \(unexpected)")
        #expect(result.findings.count == expected.count)
        #expect(result.hasErrors && result.status == 1)
    }

    /// Each violating app exercises every rule of its preset.
    @Test(arguments: presets)
    func everyRuleOfThePresetFires(_ preset: String) throws {
        let run = ArchlintCLI.capture(["rules", "\(Fixtures.root)/\(preset)/violating", "--preset", preset])
        let ruleIds = run.output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0.contains("-") }
        let fired = Set(try Fixtures.expected("\(Fixtures.root)/\(preset)/violating").map { String($0.split(separator: " ")[0]) })
        #expect(!ruleIds.isEmpty)
        for rule in ruleIds { #expect(fired.contains(rule), "\(preset): \(rule) never fires") }
    }
}

/// `lint FILE…` reports, for each file, every finding a full lint reports at that file, and
/// nothing a full lint does not report.
@Suite("Focused lint")
struct FocusedLintTests {
    @Test(arguments: PresetFixtureTests.presets)
    func eachFileGetsTheFindingsOfAFullLintAtIt(_ preset: String) throws {
        let configuration = try Linter.configurationLoader.load(file: nil, presets: [preset])
        var linter = Linter(configuration: configuration, workers: 2)
        let repository = linter.reader().read(root: "\(Fixtures.root)/\(preset)/violating")
        let key = { (finding: Finding) in "\(finding.ruleId) \(finding.file):\(finding.line):\(finding.column) \(finding.message)" }
        let full = linter.lint(repository).report.findings
        #expect(!full.isEmpty)
        for file in repository.files.map(\.path) {
            linter.focus = [file]
            let focused = Set(linter.lint(repository).report.findings.map(key))
            let atFile = Set(full.filter { $0.file == file }.map(key))
            #expect(focused.isSuperset(of: atFile), "\(file): missing \(atFile.subtracting(focused).sorted())")
            #expect(focused.isSubset(of: Set(full.map(key))), "\(file): not in a full lint \(focused.subtracting(full.map(key)).sorted())")
        }
    }
}
