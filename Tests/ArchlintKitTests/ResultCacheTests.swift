import ArchlintCache
import ArchlintKit
import ArchlintReport
import ArchlintRules
import Foundation
import Testing

/// A full lint whose inputs are unchanged returns the previous result; any change of a file's
/// content, of the manifests or of the configuration lints again.
@Suite("Cached lint results")
struct ResultCacheTests {
    static let configuration = #"{ "extends": ["layered-mvvm"], "rules": { "cycles": { "kind": "cycles" } } }"#

    static func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        let source = "\(Fixtures.root)/layered-mvvm/violating"
        for path in FileManager.default.enumerator(atPath: source)!.compactMap({ $0 as? String }) where path.hasSuffix(".swift") {
            try tree.write(path, try String(contentsOfFile: "\(source)/\(path)", encoding: .utf8))
        }
        try tree.write(".archlint.json", configuration)
        return tree
    }

    static func lint(_ tree: TemporaryTree, configuration text: String = configuration, needsGraph: Bool = false) throws -> (report: LintReport, reused: Bool) {
        let configuration = try Linter.configurationLoader.load(text: text, display: ".archlint.json")
        var linter = Linter(configuration: configuration, workers: 2, cacheDirectory: tree.path(".cache"))
        let report = try linter.lint(root: tree.root, needsGraph: needsGraph).report
        return (report, linter.reusedResult)
    }

    static func summary(_ report: LintReport) -> [String] {
        let findings: [String] = report.findings.map { "\($0.ruleId) \($0.file):\($0.line):\($0.column) \($0.message) \($0.evidence.count)" }
        let suppressed: [String] = report.suppressed.map { "suppressed \($0.finding.ruleId) \($0.finding.file) \($0.reason)" }
        let diagnostics: [String] = report.diagnostics.map(\.formatted)
        return findings + suppressed + diagnostics + ["\(report.filesChecked) files"]
    }

    @Test func unchangedInputsReuseTheResult() throws {
        let tree = try Self.tree()
        let first = try Self.lint(tree)
        #expect(!first.reused)
        #expect(first.report.findings.count > 10)
        let second = try Self.lint(tree)
        #expect(second.reused)
        #expect(Self.summary(second.report) == Self.summary(first.report))
        // A touched file (new time, same content) is still the same input.
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        let someFile = first.report.findings[0].file
        #expect(utimensat(AT_FDCWD, tree.path(someFile), &times, 0) == 0)
        #expect(try Self.lint(tree).reused)
        // A lint that draws the graph builds it.
        #expect(!(try Self.lint(tree, needsGraph: true).reused))
    }

    @Test func anEditedFileOrAnotherConfigurationLintsAgain() throws {
        let tree = try Self.tree()
        let first = try Self.lint(tree)
        let file = first.report.findings[0].file
        try tree.write(file, "struct Replaced {}\n")
        let edited = try Self.lint(tree)
        #expect(!edited.reused)
        #expect(!edited.report.findings.contains { $0.file == file })
        let other = try Self.lint(tree, configuration: #"{ "extends": ["layered-mvvm"] }"#)
        #expect(!other.reused)
        #expect(Self.summary(other.report) == Self.summary(edited.report).filter { !$0.hasPrefix("cycles ") })
    }

    static func lintReusing(_ tree: TemporaryTree) throws -> (report: LintReport, reused: Bool, beforeProjects: Bool) {
        let configuration = try Linter.configurationLoader.load(text: Self.configuration, display: ".archlint.json")
        var linter = Linter(configuration: configuration, workers: 2, cacheDirectory: tree.path(".cache"))
        let report = try linter.lint(root: tree.root).report
        return (report, linter.reusedResult, linter.reusedResultBeforeReadingProjects)
    }

    @Test func filesProvenUnchangedReuseTheResultWithoutReadingProjects() throws {
        let tree = try TemporaryTree()
        let source = "\(Fixtures.root)/projects/xcode-classic"
        for path in FileManager.default.enumerator(atPath: source)!.compactMap({ $0 as? String }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(source)/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try tree.write(path, bytes: Array(try #require(FileManager.default.contents(atPath: "\(source)/\(path)"))))
        }
        let settings = try #require(tree.read("Widget/Widget.xcconfig"))
        let missingSettings = "Widget/Widget.xcconfig cannot be read"
        // The fact cache trusts a file's status once it was verified long enough after the file changed.
        usleep(UInt32(FactCache.defaultRacyWindow / 1000) + 100_000)
        let first = try Self.lintReusing(tree)
        #expect(!first.reused)
        let second = try Self.lintReusing(tree)
        #expect(second.reused && second.beforeProjects)
        #expect(Self.summary(second.report) == Self.summary(first.report))
        #expect(!Self.summary(first.report).contains { $0.contains(missingSettings) })
        // A file a project names, outside the walk, is checked too: gone, then back.
        try FileManager.default.removeItem(atPath: tree.path("Widget/Widget.xcconfig"))
        let withoutSettings = try Self.lintReusing(tree)
        #expect(!withoutSettings.reused)
        #expect(Self.summary(withoutSettings.report).contains { $0.contains(missingSettings) })
        let stillWithout = try Self.lintReusing(tree)
        #expect(stillWithout.reused && stillWithout.beforeProjects)
        #expect(Self.summary(stillWithout.report) == Self.summary(withoutSettings.report))
        try tree.write("Widget/Widget.xcconfig", settings)
        let restored = try Self.lintReusing(tree)
        #expect(!restored.reused)
        #expect(Self.summary(restored.report) == Self.summary(first.report))
        // A new project file is a new input.
        try tree.write("Other/project.yml", "name: Other\ntargets:\n  Other:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n")
        #expect(!(try Self.lintReusing(tree).reused))
        #expect(try Self.lintReusing(tree).beforeProjects)
    }

    @Test func aDamagedResultIsIgnored() throws {
        let tree = try Self.tree()
        let first = try Self.lint(tree)
        let files = try FileManager.default.contentsOfDirectory(atPath: tree.path(".cache")).filter { $0.hasPrefix("result-") }
        #expect(files.count == 1)
        var bytes = try #require(FileManager.default.contents(atPath: tree.path(".cache/\(files[0])"))).map { $0 }
        bytes[bytes.count - 3] ^= 0x20
        try Data(bytes).write(to: URL(fileURLWithPath: tree.path(".cache/\(files[0])")))
        let damaged = try Self.lint(tree)
        #expect(!damaged.reused)
        #expect(Self.summary(damaged.report) == Self.summary(first.report))
        #expect(try Self.lint(tree).reused)
    }
}
