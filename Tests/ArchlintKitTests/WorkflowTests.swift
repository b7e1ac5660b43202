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
            var arguments = ["lint", "\(Fixtures.root)/\(fixture.path)", "--format", "sarif", "--output", path, "--quiet"]
            if let preset = fixture.preset { arguments += ["--preset", preset] }
            let run = ArchlintCLI.capture(arguments)
            #expect(run.status != 2, "\(fixture.path): \(run.error)")
            files.append(path)
        }
        let validation = runTool("python3", ["\(Tools.repository)/Scripts/validate-sarif.py"] + files)
        #expect(validation?.status == 0, "\(validation?.output ?? "python3 did not start")")
        #expect(validation?.output.components(separatedBy: "valid SARIF 2.1.0").count == files.count + 1)
    }

    @Test func resultsCarryRuleIndexFingerprintsAndEvidence() throws {
        let run = ArchlintCLI.capture(["lint", "\(Fixtures.root)/rules/cycles", "--format", "sarif"])
        let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
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
        #expect(!run.output.contains(Fixtures.root))  // no machine path anywhere
    }

    @Test func fingerprintsSurviveInsertedLines() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/layers", to: tree)
        let before = fingerprints(ArchlintCLI.capture(["lint", tree.root, "--format", "sarif"]).output)
        for file in try swiftFiles(in: tree.root) { try prepend("// a new header line\n\n", to: file) }
        let after = fingerprints(ArchlintCLI.capture(["lint", tree.root, "--format", "sarif"]).output)
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
    func newFindings(_ root: String, baseline: String, extra: [String] = []) -> (status: Int32, output: String, error: String) {
        ArchlintCLI.capture(["lint", root, "--baseline", baseline] + extra)
    }

    @Test func baselinedFindingsStayQuietThroughUnrelatedEdits() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/references", to: tree)
        let baseline = tree.path(".archlint-baseline.json")
        #expect(ArchlintCLI.capture(["baseline", tree.root, "--output", baseline]).status == 0)
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(recorded.contains("\"rule\": \"vm-no-networking\"") && !recorded.contains("\"line\""))
        #expect(newFindings(tree.root, baseline: baseline).status == 0)

        // (a) lines inserted above every finding
        for file in try swiftFiles(in: tree.root) { try prepend("import Foundation\n// moved down\n\n", to: file) }
        var run = newFindings(tree.root, baseline: baseline)
        #expect(run.status == 0 && run.output.hasPrefix("0 errors"), "\(run.output)")
        #expect(run.output.contains("4 baselined"))

        // (b) an unrelated type renamed (the protocol the ViewModel holds; no finding names it)
        try replace("NewsRepositoryProtocol", with: "NewsFeedRepositoryProtocol", in: tree.path("App/Data/NewsRepository.swift"))
        try replace("NewsRepositoryProtocol", with: "NewsFeedRepositoryProtocol", in: tree.path("App/UI/NewsViewModel.swift"))
        run = newFindings(tree.root, baseline: baseline)
        #expect(run.output.hasPrefix("0 errors"), "\(run.output)")

        // (c) the same tree reached through a symbolic link
        let link = tree.root + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tree.root)
        defer { try? FileManager.default.removeItem(atPath: link) }
        run = newFindings(link, baseline: "\(link)/.archlint-baseline.json")
        #expect(run.output.hasPrefix("0 errors"), "\(run.output)")

        // (d) one new violation: exactly one reported
        try replace("        Task { Log.app.info(\"loading\") }", with: "        Task { Log.app.info(\"loading\") }\n        let session = URLSession.shared", in: tree.path("App/UI/NewsViewModel.swift"))
        run = newFindings(tree.root, baseline: baseline)
        #expect(run.status == 1)
        #expect(run.output.split(separator: "\n").filter { $0.contains(": error: ") } .count == 1, "\(run.output)")
        #expect(run.output.contains("uses URLSession in NewsViewModel"))

        // (e) one fixed: reported as stale, and --fail-on-stale makes that fail
        try replace("        Task.detached { print(request) }\n", with: "", in: tree.path("App/UI/NewsViewModel.swift"))
        try replace("\n        let session = URLSession.shared", with: "", in: tree.path("App/UI/NewsViewModel.swift"))
        run = newFindings(tree.root, baseline: baseline)
        #expect(run.status == 0)
        #expect(run.output.contains("1 stale baseline entry"), "\(run.output)")
        #expect(run.error.contains("baseline entry no longer occurs: no-detached"))
        #expect(newFindings(tree.root, baseline: baseline, extra: ["--fail-on-stale"]).status == 1)
    }

    @Test func sarifMarksBaselinedResultsInsteadOfDroppingThem() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/imports", to: tree)
        let baseline = tree.path("baseline.json")
        _ = ArchlintCLI.capture(["baseline", tree.root, "--output", baseline])
        try tree.write("App/Domain/New.swift", "import UIKit\n")
        let run = ArchlintCLI.capture(["lint", tree.root, "--baseline", baseline, "--format", "sarif"])
        let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        let results = (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        #expect(results.map { $0["baselineState"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") } == ["new", "unchanged", "unchanged"])
        #expect(results.filter { $0["suppressions"] != nil }.count == 2)
    }

    @Test func baselineFilesAreSortedAndReadable() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/dependency", to: tree)
        let baseline = tree.path("b.json")
        _ = ArchlintCLI.capture(["baseline", tree.root, "--output", baseline])
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        let files = text.split(separator: "\n").filter { $0.contains("\"file\":") }.map(String.init)
        #expect(files == files.sorted() && files.count == 5)
        let again = tree.path("b2.json")
        _ = ArchlintCLI.capture(["baseline", tree.root, "--output", again])
        #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
    }
}

@Suite("Suppression comments")
struct SuppressionTests {
    let configuration = "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit', 'SwiftUI'] }, 'no-url': { kind: 'references', forbidden: ['URLSession'] }, 'no-impl': { kind: 'dependency', from: 'App$', to: 'Impl$' } } }"

    func lint(_ files: [String: String]) throws -> [String] {
        let tree = try TemporaryTree(files.merging([".archlint.json": configuration]) { $1 })
        let run = ArchlintCLI.capture(["lint", tree.root])
        return run.output.split(separator: "\n").dropLast().map { line in
            // `path:line:column: severity: message [rule]` → `path:line rule`
            let parts = line.split(separator: ":", maxSplits: 3)
            let rule = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
            return "\(parts[0]):\(parts[1]) \(rule)"
        }
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
        let run = ArchlintCLI.capture(["lint", tree.root])
        #expect(run.status == 1 && run.output.contains("error: suppression of no-ui has no reason"))
        try tree.write(".archlint.json", "{ rules: { 'no-ui': { kind: 'imports', forbidden: ['UIKit'] }, 'unused-suppression': 'off' } }")
        #expect(ArchlintCLI.capture(["lint", tree.root]).output.hasPrefix("0 errors, 0 warnings"))
    }
}

@Suite("Reports and graphs")
struct ReportTests {
    @Test func githubAnnotationsAndSeveralReportsInOneRun() throws {
        let tree = try TemporaryTree()
        try copyFixture("rules/imports", to: tree)
        let run = ArchlintCLI.capture([
            "lint", tree.root, "--format", "github", "--report", "sarif=\(tree.path("out.sarif"))", "--report", "json=\(tree.path("out.json"))",
        ])
        #expect(run.output.split(separator: "\n").first == "::error file=App/Domain/Order.swift,line=3,col=1,title=domain-no-ui::\(tree.name) code imports UIKit (inside #if canImport(UIKit))")
        #expect(tree.read("out.sarif")?.contains("\"version\": \"2.1.0\"") == true)
        #expect(tree.read("out.json")?.contains("\"ruleId\": \"domain-no-ui\"") == true)
    }

    @Test func summaryListsCountsAndCoupling() throws {
        let run = ArchlintCLI.capture(["lint", "\(Fixtures.root)/rules/dependency", "--summary"])
        #expect(run.output.contains("Findings by rule:\n  api-only-api"))
        #expect(run.output.contains("Module coupling (Ca afferent"))
        // LoginAPI: used by LoginImpl and PaymentImpl (Ca 2), uses SharedModels (Ce 1): I = 0.33, all protocols: A = 1.
        #expect(run.output.contains("  LoginAPI                             2    1    0.33  1.00  0.33 "))
    }

    @Test(.enabled(if: Tools.hasGraphviz, "needs graphviz (.ci/run installs it)"))
    func dotOutputRendersWithGraphviz() throws {
        for level in ["module", "layer", "file"] {
            let run = ArchlintCLI.capture(["graph", "\(Fixtures.root)/rules/layers", "--format", "dot", "--level", level])
            #expect(run.status == 0)
            let render = runTool("dot", ["-Tsvg"], input: run.output)
            #expect(render?.status == 0 && render?.output.contains("<svg") == true, "\(level): \(render?.output.prefix(300) ?? "")")
        }
        let cycle = ArchlintCLI.capture(["graph", "\(Fixtures.root)/rules/cycles", "--format", "dot"]).output
        #expect(cycle.components(separatedBy: "penwidth=2").count == 4)  // the three edges of the cycle are red
    }

    @Test(.enabled(if: Tools.hasNode && Tools.mermaidBundle != nil, "needs node and $ARCHLINT_MERMAID_JS (.ci/run fetches it)"))
    func mermaidOutputParsesWithMermaid() throws {
        let tree = try TemporaryTree()
        for (index, fixture) in ["rules/cycles", "rules/layers", "rules/dependency"].enumerated() {
            let run = ArchlintCLI.capture(["graph", "\(Fixtures.root)/\(fixture)", "--format", "mermaid", "--level", index == 1 ? "layer" : "module"])
            try tree.write("g\(index).mmd", run.output)
            let parse = runTool("node", ["\(Tools.repository)/Scripts/mermaid-parse.js", Tools.mermaidBundle!, tree.path("g\(index).mmd")])
            #expect(parse?.status == 0 && parse?.output.contains("parsed") == true, "\(fixture): \(parse?.output.suffix(300) ?? "")")
        }
        try tree.write("broken.mmd", "flowchart LR\n  a --> \n  ]]")
        #expect(runTool("node", ["\(Tools.repository)/Scripts/mermaid-parse.js", Tools.mermaidBundle!, tree.path("broken.mmd")])?.status != 0)
    }
}

// MARK: Helpers

func copyFixture(_ relative: String, to tree: TemporaryTree) throws {
    let source = "\(Fixtures.root)/\(relative)"
    for entry in try FileManager.default.subpathsOfDirectory(atPath: source) {
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: "\(source)/\(entry)", isDirectory: &isDirectory)
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
