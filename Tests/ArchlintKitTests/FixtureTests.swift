import ArchlintKit
import ArchlintRules
import Foundation
import Testing

/// The fixture repositories under `Fixtures/`: each is linted through the library API, and its
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

    /// `rule path:line:column` for every finding of a lint, from its JSON report; for every other
    /// rule a finding also breaks, `rule path:line:column => finding`; and whether one is an error.
    static func lint(_ folder: String, presets: [String] = []) throws -> (findings: [String], merged: [String], hasErrors: Bool, status: Int32, error: String) {
        var request = LintRequest(root: folder, configuration: ConfigurationSource(presets: presets))
        request.cache = .disabled
        let result: LintResult
        do { result = try request.run() } catch { return ([], [], false, 2, "\(error)") }
        let report = try JSONSerialization.jsonObject(with: Data(result.rendered(.json))) as! [String: Any]
        let entries = report["findings"] as! [[String: Any]]
        var findings: [String] = []
        var merged: [String] = []
        for finding in entries {
            let reported = "\(finding["ruleId"]!) \(finding["file"]!):\(finding["line"]!):\(finding["column"]!)"
            findings.append(reported)
            for other in finding["alsoBreaks"] as! [[String: Any]] {
                merged.append("\(other["ruleId"]!) \(finding["file"]!):\(other["line"]!):\(other["column"]!) => \(reported)")
            }
        }
        return (findings, merged, entries.contains { $0["severity"] as? String == "error" }, result.exitStatus, "")
    }

    /// Lints `folder` and expects exactly its expected findings, and the other rules each also breaks.
    static func expectExactFindings(_ folder: String, presets: [String] = []) throws {
        let result = try lint(folder, presets: presets)
        #expect(result.status != 2, "\(result.error)")
        let (findings, merged) = try expected(folder)
        let missing = Set(findings).subtracting(result.findings).sorted()
        let unexpected = Set(result.findings).subtracting(findings).sorted()
        #expect(missing.isEmpty && unexpected.isEmpty, "\(folder)\nmissing: \(missing)\nunexpected: \(unexpected)")
        #expect(result.findings.count == findings.count)
        #expect(result.merged.sorted() == merged.sorted(), "\(folder): rules merged into other findings")
        #expect(result.status == (result.hasErrors ? 1 : 0))
    }

    /// The `expected-findings.txt` of a fixture: `rule path:line:column` per reported finding, and
    /// `rule path:line:column => finding` per violation reported under another rule's finding.
    static func expected(_ folder: String) throws -> (findings: [String], merged: [String]) {
        let lines = try String(contentsOfFile: "\(folder)/expected-findings.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        return (lines.filter { !$0.contains(" => ") }, lines.filter { $0.contains(" => ") })
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
    /// The presets version 1 shipped, which its baselines were written with.
    static let versionOnePresets = ["layered-mvvm", "clean-spm", "observable-mvvm", "modular-clean"]
    static let presets = versionOnePresets + ["microfeatures"]

    @Test(arguments: presets)
    func cleanAppHasNoFinding(_ preset: String) throws {
        let result = try Fixtures.lint("\(Fixtures.root)/\(preset)/clean", presets: [preset])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.findings == [])
    }

    @Test(arguments: presets)
    func violatingAppReportsExactlyItsExpectedFindings(_ preset: String) throws {
        let folder = "\(Fixtures.root)/\(preset)/violating"
        try Fixtures.expectExactFindings(folder, presets: [preset])
        #expect(try Fixtures.lint(folder, presets: [preset]).status == 1)
    }

    /// A baseline that version 1 wrote (one entry per rule and finding, before findings of several
    /// rules at one place were merged), with the presets of version 1, still covers every finding of
    /// the same presets, and none of its entries is stale.
    @Test(arguments: versionOnePresets)
    func aBaselineWrittenByVersion1StillMatches(_ preset: String) throws {
        var request = LintRequest(
            root: "\(Fixtures.root)/\(preset)/violating", configuration: ConfigurationSource(file: "\(Fixtures.root)/baselines/v1/presets/\(preset).json"))
        request.cache = .disabled
        request.baseline = "\(Fixtures.root)/baselines/v1/\(preset).json"
        let result = try request.run()
        #expect(result.exitStatus == 0)
        #expect(result.findings.isEmpty)
        #expect(result.baseline?.stale.isEmpty == true)
        #expect((result.baseline?.baselined.count ?? 0) > 50)
    }

    /// Each violating app exercises every rule of its preset.
    @Test(arguments: presets)
    func everyRuleOfThePresetFires(_ preset: String) throws {
        let rules = try RulesRequest(root: "\(Fixtures.root)/\(preset)/violating", configuration: ConfigurationSource(presets: [preset])).run()
        let ruleIds = rules.rules.map(\.id)
        let expected = try Fixtures.expected("\(Fixtures.root)/\(preset)/violating")
        let fired = Set((expected.findings + expected.merged).map { String($0.split(separator: " ")[0]) })
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
