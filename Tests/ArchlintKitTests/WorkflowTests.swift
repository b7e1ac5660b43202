import ArchlintKit
import Foundation
import Testing

/// Runs an external tool; nil when it cannot be started.
func runTool(_ executable: String, _ arguments: [String], input: String? = nil) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let inputPipe = Pipe()
    if input != nil { process.standardInput = inputPipe }
    do { try process.run() } catch { return nil }
    if let input {
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try? inputPipe.fileHandleForWriting.close()
    }
    let data = readToEnd(pipe.fileHandleForReading)
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Lints `root` through the library API with its own configuration (or `presets`), and the report as text.
func lint(_ root: String, presets: [String] = [], baseline: String? = nil, failOnStale: Bool = false) throws -> (result: LintResult, text: String) {
    var request = LintRequest(root: root, configuration: ConfigurationSource(presets: presets))
    request.baseline = baseline
    request.failOnStale = failOnStale
    let result = try request.run()
    return (result, String(decoding: result.rendered(.text), as: UTF8.self))
}

func sarif(_ root: String, presets: [String] = [], baseline: String? = nil) throws -> String {
    var request = LintRequest(root: root, configuration: ConfigurationSource(presets: presets))
    request.baseline = baseline
    return String(decoding: try request.run().rendered(.sarif), as: UTF8.self)
}

enum Tools {
    static let repository = String(Fixtures.root.dropLast("/Fixtures".count))
    static let hasJSONSchema = runTool("python3", ["-c", "import jsonschema"])?.status == 0
    static let hasGraphviz = runTool("dot", ["-V"])?.status == 0
    /// mermaid.min.js: `$ARCHLINT_MERMAID_JS` (set by .ci/run, which fetches it from PyPI).
    static let mermaidBundle = ProcessInfo.processInfo.environment["ARCHLINT_MERMAID_JS"].flatMap {
        FileManager.default.fileExists(atPath: $0) ? $0 : nil
    }
    static let hasNode = runTool("node", ["--version"])?.status == 0
}

@Suite("SARIF")
struct SARIFTests {
    /// Every fixture with a configuration or a preset, linted to SARIF.
    static var fixtures: [(path: String, preset: String?)] {
        var result: [(String, String?)] = Fixtures.folders(under: "rules").map { ("rules/\($0)", nil) }
        for preset in ["layered-mvvm", "clean-spm", "observable-mvvm", "modular-clean"] {
            for variant in ["clean", "violating"] where FileManager.default.fileExists(atPath: "\(Fixtures.root)/\(preset)/\(variant)") {
                result.append(("\(preset)/\(variant)", preset))
            }
        }
        return result
    }

    @Test(.enabled(if: Tools.hasJSONSchema, "needs python3 with jsonschema (.ci/run installs it)"))
    func everyFixtureProducesValidSARIF() throws {
        let output = try TemporaryTree()
        var files: [String] = []
        for (index, fixture) in Self.fixtures.enumerated() {
            let path = output.path("\(index).sarif")
            try output.write("\(index).sarif", try sarif("\(Fixtures.root)/\(fixture.path)", presets: fixture.preset.map { [$0] } ?? []))
            files.append(path)
        }
        let validation = runTool("python3", ["\(Tools.repository)/Scripts/validate-sarif.py"] + files)
        #expect(validation?.status == 0, "\(validation?.output ?? "python3 did not start")")
        #expect(validation?.output.components(separatedBy: "valid SARIF 2.1.0").count == files.count + 1)
    }

    @Test func resultsCarryRuleIndexFingerprintsAndEvidence() throws {
        let output = try sarif("\(Fixtures.root)/rules/cycles")
        let log = try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [String: Any]
        let sarifRun = (log["runs"] as! [[String: Any]])[0]
        let results = sarifRun["results"] as! [[String: Any]]
        #expect(results.count == 1)
        let result = results[0]
        #expect(result["ruleIndex"] as? Int == 0)
        let fingerprints = result["partialFingerprints"] as! [String: String]
        #expect(fingerprints["archlint/v1"]?.count == 32)
        #expect((result["relatedLocations"] as! [Any]).count == 3)  // the three edges of the cycle
        #expect(result["codeFlows"] != nil)
        let location = ((result["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["artifactLocation"] as! [String: Any]
        #expect(location["uri"] as? String == "Package.swift")
        #expect(location["uriBaseId"] as? String == "SRCROOT")
        #expect(!output.contains(Fixtures.root))  // no machine path anywhere
    }

    @Test func fingerprintsSurviveInsertedLines() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/layers", to: tree)
        let before = fingerprints(try sarif(tree.root))
        for file in try swiftFiles(in: tree.root) { try prepend("// a new header line\n\n", to: file) }
        let after = fingerprints(try sarif(tree.root))
        #expect(!before.isEmpty && before == after)
    }

    func fingerprints(_ sarif: String) -> [String] {
        guard let log = try? JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any] else { return [] }
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["archlint/v1"] }.sorted()
    }
}

@Suite("Baseline")
struct BaselineTests {
    func record(_ root: String, to file: String) throws {
        var request = BaselineRequest(root: root)
        request.output = file
        _ = try request.run()
    }

    @Test func baselinedFindingsStayQuietThroughUnrelatedEdits() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/references", to: tree)
        let baseline = tree.path(".archlint-baseline.json")
        try record(tree.root, to: baseline)
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(recorded.contains("\"rule\": \"vm-no-networking\"") && !recorded.contains("\"line\""))
        #expect(try lint(tree.root, baseline: baseline).result.exitStatus == 0)

        // (a) lines inserted above every finding
        for file in try swiftFiles(in: tree.root) { try prepend("import Foundation\n// moved down\n\n", to: file) }
        var run = try lint(tree.root, baseline: baseline)
        #expect(run.result.exitStatus == 0 && run.text.hasPrefix("0 errors"), "\(run.text)")
        #expect(run.text.contains("4 baselined"))

        // (b) an unrelated type renamed (the protocol the ViewModel holds; no finding names it)
        try replace("NewsRepositoryProtocol", with: "NewsFeedRepositoryProtocol", in: tree.path("App/Data/NewsRepository.swift"))
        try replace("NewsRepositoryProtocol", with: "NewsFeedRepositoryProtocol", in: tree.path("App/UI/NewsViewModel.swift"))
        run = try lint(tree.root, baseline: baseline)
        #expect(run.text.hasPrefix("0 errors"), "\(run.text)")

        // (c) the same tree reached through a symbolic link
        let link = tree.root + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tree.root)
        defer { try? FileManager.default.removeItem(atPath: link) }
        run = try lint(link, baseline: "\(link)/.archlint-baseline.json")
        #expect(run.text.hasPrefix("0 errors"), "\(run.text)")

        // (d) one new violation: exactly one reported
        try replace("        Task { Log.app.info(\"loading\") }", with: "        Task { Log.app.info(\"loading\") }\n        let session = URLSession.shared", in: tree.path("App/UI/NewsViewModel.swift"))
        run = try lint(tree.root, baseline: baseline)
        #expect(run.result.exitStatus == 1)
        #expect(run.text.split(separator: "\n").filter { $0.contains(": error: ") } .count == 1, "\(run.text)")
        #expect(run.text.contains("uses URLSession in NewsViewModel"))

        // (e) one fixed: reported as stale, and --fail-on-stale makes that fail
        try replace("        Task.detached { print(request) }\n", with: "", in: tree.path("App/UI/NewsViewModel.swift"))
        try replace("\n        let session = URLSession.shared", with: "", in: tree.path("App/UI/NewsViewModel.swift"))
        run = try lint(tree.root, baseline: baseline)
        #expect(run.result.exitStatus == 0)
        #expect(run.text.contains("1 stale baseline entry"), "\(run.text)")
        #expect(run.result.baseline?.stale.map(\.rule) == ["no-detached"])
        #expect(try lint(tree.root, baseline: baseline, failOnStale: true).result.exitStatus == 1)
    }

    @Test func sarifMarksBaselinedResultsInsteadOfDroppingThem() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/imports", to: tree)
        let baseline = tree.path("baseline.json")
        try record(tree.root, to: baseline)
        try tree.write("App/Domain/New.swift", "import UIKit\n")
        let log = try JSONSerialization.jsonObject(with: Data(try sarif(tree.root, baseline: baseline).utf8)) as! [String: Any]
        let results = (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        #expect(results.map { $0["baselineState"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") } == ["new", "unchanged", "unchanged"])
        #expect(results.filter { $0["suppressions"] != nil }.count == 2)
    }

    @Test func baselineFilesAreSortedAndReadable() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/dependency", to: tree)
        let baseline = tree.path("b.json")
        try record(tree.root, to: baseline)
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        let files = text.split(separator: "\n").filter { $0.contains("\"file\":") }.map(String.init)
        #expect(files == files.sorted() && files.count == 5)
        let again = tree.path("b2.json")
        try record(tree.root, to: again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
    }
}

@Suite("Suppression comments")
struct SuppressionTests {
    let configuration = "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit', 'SwiftUI'] }, 'no-url': { kind: 'references', forbidden: ['URLSession'] }, 'no-impl': { kind: 'dependency', from: 'App$', to: 'Impl$' } } }"

    func lint(_ files: [String: String]) throws -> [String] {
        let tree = try TemporaryTree(files.merging([".archlint.json": configuration]) { $1 })
        return try ArchlintKitTests.lint(tree.root).result.findings.map { "\($0.file):\($0.line) \($0.ruleId)" }
    }

    @Test func everyFormSuppressesWithAReason() throws {
        let findings = try lint([
            "App/NextLine.swift": "// archlint:disable-next-line no-ui -- migrating this screen in Q3\nimport UIKit\nimport SwiftUI\n",
            "App/SameLine.swift": "import UIKit // archlint:disable-line no-ui -- UIKit bridge for the camera\n",
            "App/Block.swift": "// archlint:disable no-url, no-ui -- legacy networking\nimport UIKit\nlet a = URLSession.shared\n// archlint:enable no-url\nlet b = URLSession.shared\n",
            "App/WholeFile.swift": "// archlint:disable-file no-url -- generated client\nlet a = URLSession.shared\nlet b = URLSession.shared\n",
            "App/Declaration.swift": "// archlint:disable-next-line no-url -- reason\n@MainActor\nfinal class Client {\n    let s = URLSession.shared\n}\n",
        ])
        #expect(Set(findings) == [
            "App/Block.swift:5 no-url",
            // disable-next-line above a declaration covers its attributes and name, not its body.
            "App/Declaration.swift:4 no-url",
            "App/Declaration.swift:1 unused-suppression",
            "App/NextLine.swift:3 no-ui",
        ])
        #expect(findings.count == 4)
    }

    @Test func misuseIsReported() throws {
        let findings = try lint([
            "App/NoReason.swift": "// archlint:disable-next-line no-ui\nimport UIKit\n",
            "App/Unknown.swift": "// archlint:disable-next-line no-uikit -- typo in the rule id\nimport UIKit\n",
            "App/Unused.swift": "// archlint:disable-next-line no-ui -- nothing here any more\nimport Foundation\n",
        ])
        #expect(findings == [
            "App/NoReason.swift:1 unused-suppression",
            "App/Unknown.swift:1 unused-suppression",
            "App/Unknown.swift:2 no-ui",
            "App/Unused.swift:1 unused-suppression",
        ])
    }

    @Test func aPackageManifestCommentSuppressesOneEdge() throws {
        let findings = try lint([
            "Package.swift": """
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "App", dependencies: [
                        "PaymentImpl", // archlint:disable-line no-impl -- the payment SDK has no API package yet
                        "LoginImpl",
                    ]),
                    .target(name: "PaymentImpl"), .target(name: "LoginImpl"),
                ])
                """,
            "Sources/App/App.swift": "struct App {}", "Sources/PaymentImpl/P.swift": "struct P {}", "Sources/LoginImpl/L.swift": "struct L {}",
        ])
        #expect(findings == ["Package.swift:5 no-impl"])
    }

    @Test func theBuiltInRuleCanBeReleveledOrSwitchedOff() throws {
        let tree = try TemporaryTree([
            ".archlint.json": "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'] }, 'unused-suppression': 'error' } }",
            "App/A.swift": "// archlint:disable-next-line no-ui\nimport UIKit\n",
        ])
        let run = try ArchlintKitTests.lint(tree.root)
        #expect(run.result.exitStatus == 1 && run.text.contains("error: suppression of no-ui has no reason"))
        try tree.write(".archlint.json", "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'] }, 'unused-suppression': 'off' } }")
        #expect(try ArchlintKitTests.lint(tree.root).text.hasPrefix("0 errors, 0 warnings"))
    }
}

@Suite("Reports and graphs")
struct ReportTests {
    @Test func summaryListsCountsAndCoupling() throws {
        var request = LintRequest(root: "\(Fixtures.root)/rules/dependency")
        request.summary = true
        let output = String(decoding: try request.run().rendered(.text, summary: true), as: UTF8.self)
        #expect(output.contains("Findings by rule:\n  api-only-api"))
        #expect(output.contains("Module coupling (Ca afferent"))
        // LoginAPI: used by LoginImpl and PaymentImpl (Ca 2), uses SharedModels (Ce 1): I = 0.33, all protocols: A = 1.
        #expect(output.contains("  LoginAPI                             2    1    0.33  1.00  0.33 "))
    }

    @Test(.enabled(if: Tools.hasGraphviz, "needs graphviz (.ci/run installs it)"))
    func dotOutputRendersWithGraphviz() throws {
        for level in GraphLevel.allCases {
            let render = runTool("dot", ["-Tsvg"], input: try graph("\(Fixtures.root)/rules/layers", .dot, level))
            #expect(render?.status == 0 && render?.output.contains("<svg") == true, "\(level): \(render?.output.prefix(300) ?? "")")
        }
        let cycle = try graph("\(Fixtures.root)/rules/cycles", .dot, .module)
        #expect(cycle.components(separatedBy: "penwidth=2").count == 4)  // the three edges of the cycle are red
    }

    @Test(.enabled(if: Tools.hasNode && Tools.mermaidBundle != nil, "needs node and $ARCHLINT_MERMAID_JS (.ci/run fetches it)"))
    func mermaidOutputParsesWithMermaid() throws {
        let tree = try TemporaryTree()
        for (index, fixture) in ["rules/cycles", "rules/layers", "rules/dependency"].enumerated() {
            try tree.write("g\(index).mmd", try graph("\(Fixtures.root)/\(fixture)", .mermaid, index == 1 ? .layer : .module))
            let parse = runTool("node", ["\(Tools.repository)/Scripts/mermaid-parse.js", Tools.mermaidBundle!, tree.path("g\(index).mmd")])
            #expect(parse?.status == 0 && parse?.output.contains("parsed") == true, "\(fixture): \(parse?.output.suffix(300) ?? "")")
        }
        try tree.write("broken.mmd", "flowchart LR\n  a --> \n  ]]")
        #expect(runTool("node", ["\(Tools.repository)/Scripts/mermaid-parse.js", Tools.mermaidBundle!, tree.path("broken.mmd")])?.status != 0)
    }
}

// MARK: Helpers

func graph(_ root: String, _ format: GraphFormat, _ level: GraphLevel) throws -> String {
    var request = GraphRequest(root: root)
    request.level = level
    return String(decoding: try request.run().rendered(format), as: UTF8.self)
}

func copyFixture(_ relative: String, to tree: TemporaryTree) throws {
    let source = "\(Fixtures.root)/\(relative)"
    for entry in try FileManager.default.subpathsOfDirectory(atPath: source) {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: "\(source)/\(entry)", isDirectory: &isDirectory)
        if !isDirectory.boolValue { try tree.write(entry, String(contentsOfFile: "\(source)/\(entry)", encoding: .utf8)) }
    }
}

func swiftFiles(in root: String) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }.map { "\(root)/\($0)" }
}

func prepend(_ text: String, to path: String) throws {
    let content = try String(contentsOfFile: path, encoding: .utf8)
    try (text + content).write(toFile: path, atomically: true, encoding: .utf8)
}

func replace(_ target: String, with replacement: String, in path: String) throws {
    let content = try String(contentsOfFile: path, encoding: .utf8)
    guard content.contains(target) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(target) not in \(path)"]) }
    try content.replacingOccurrences(of: target, with: replacement).write(toFile: path, atomically: true, encoding: .utf8)
}
