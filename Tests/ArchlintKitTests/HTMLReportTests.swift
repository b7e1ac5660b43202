import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// `--report html=FILE`: one self-contained file whose picture, findings and baseline agree with
/// what the other reports say.
@Suite("HTML report")
struct HTMLReportTests {
    static let modular = ["\(Fixtures.root)/modular-clean/violating", "--preset", "modular-clean"]

    /// Writes the HTML report of a lint; returns it and the data its script reads.
    static func report(_ arguments: [String], in tree: TemporaryTree) throws -> (html: String, data: [String: Any]) {
        let path = tree.path("audit.html")
        let run = ArchlintCLI.capture(["lint"] + arguments + ["--report", "html=\(path)", "--quiet"])
        #expect(run.status != 2, "\(run.error)")
        let html = try #require(tree.read("audit.html"))
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"archlint-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as! [String: Any]
        return (html, data)
    }

    static func count(_ text: String, in html: String) -> Int {
        html.components(separatedBy: text).count - 1
    }

    @Test func theReportIsSelfContainedAndAgreesWithTheGraph() throws {
        let tree = try TemporaryTree()
        let (html, data) = try Self.report(Self.modular, in: tree)
        // Nothing is fetched: no external scripts, styles, images or fonts; the only address is
        // the SVG namespace.
        for reference in ["<script src", "<link", "<img", "@import", "url(http", "<iframe"] { #expect(!html.contains(reference), "\(reference)") }
        #expect(html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "https?://", options: .regularExpression) == nil)
        // The picture: one node per module, the red edges `archlint graph` finds.
        let graph = ArchlintCLI.capture(["graph"] + Self.modular + ["--format", "json", "--violations-only", "--quiet"]).output
        let red = (try JSONSerialization.jsonObject(with: Data(graph.utf8)) as! [String: Any])["edges"] as! [Any]
        #expect(Self.count("class=\"edge violation", in: html) == red.count)
        #expect(Self.count(" data-node=\"", in: html) == 13)
        #expect(html.contains(">module-feature-no-feature-deps ×2 +1</text>"))
        #expect(html.contains("<text class=\"band-name\" x=\"16\" y=\"") && html.contains(">Feature</text>"))
        // Every finding, the suppressed one too, with the code around it read from its file.
        let findings = data["findings"] as! [[String: Any]]
        let lint = ArchlintCLI.capture(["lint"] + Self.modular + ["--format", "json", "--quiet"]).output
        let linted = (try JSONSerialization.jsonObject(with: Data(lint.utf8)) as! [String: Any])["findings"] as! [[String: Any]]
        #expect(findings.filter { $0["status"] as? String == "new" }.count == linted.count)
        #expect(findings.filter { $0["status"] as? String == "suppressed" }.count == 1)
        let finding = try #require(findings.first { ($0["file"] as! String).hasSuffix("TripListViewModel.swift") })
        let source = try String(contentsOfFile: "\(Fixtures.root)/modular-clean/violating/\(finding["file"] as! String)", encoding: .utf8)
            .components(separatedBy: "\n")
        let line = finding["line"] as! Int
        let first = finding["codeLine"] as! Int
        #expect((finding["code"] as! [String])[line - first] == source[line - 1])
        #expect(finding["module"] as? String == "TripsFeature")
        let merged = try #require(findings.first { !($0["also"] as! [String]).isEmpty })
        #expect(!(merged["evidence"] as! [Any]).isEmpty)
        // The coupling table and plot, and collapse offers for the name endings modules share.
        #expect(html.contains("<tr data-module=\"TripsFeature\"><td>TripsFeature</td><td>Feature</td><td>19</td><td>4</td><td>7</td><td>0.64</td>"))
        #expect(html.contains("class=\"main-sequence\""))
        #expect((data["groups"] as! [[String: Any]]).first?["pattern"] as? String == "Feature$")
    }

    @Test func withABaselineTheReportTellsNewAcceptedAndFixed() throws {
        let tree = try TemporaryTree()
        let baseline = tree.path("baseline.json")
        #expect(ArchlintCLI.capture(["baseline"] + Self.modular + ["--output", baseline]).status == 0)
        // Forget TripsFeature's findings (they become new) and remember one that is gone (fixed).
        var recorded = try JSONSerialization.jsonObject(with: Data(tree.read("baseline.json")!.utf8)) as! [String: Any]
        var entries = (recorded["entries"] as! [[String: Any]]).filter { !($0["file"] as! String).contains("/TripsFeature/") }
        entries.append(["rule": "vm-no-data-access", "file": "Packages/Sources/SearchFeature/Gone.swift", "fingerprint": "reference UserDefaults", "count": 2, "message": "gone"])
        recorded["entries"] = entries
        try tree.write("baseline.json", String(decoding: try JSONSerialization.data(withJSONObject: recorded), as: UTF8.self))
        let (html, data) = try Self.report(Self.modular + ["--baseline", baseline], in: tree)
        let statuses = (data["findings"] as! [[String: Any]]).map { $0["status"] as! String }
        let new = statuses.filter { $0 == "new" }.count
        let baselined = statuses.filter { $0 == "baselined" }.count
        #expect(new > 0 && baselined > 0 && new + baselined == 66)
        #expect(html.contains("<div class=\"value\">\(baselined)</div><div class=\"label\">baselined</div>"))
        #expect(html.contains("<div class=\"value\">2</div><div class=\"label\">fixed since the baseline</div>"))
        #expect(html.contains("<td class=\"path\">Packages/Sources/SearchFeature/Gone.swift</td><td>reference UserDefaults</td><td>2</td>"))
        // Dependencies whose findings are all accepted are amber; TripsFeature's stay red.
        #expect(html.contains("class=\"edge violation baselined\""))
        #expect(html.contains("class=\"node has-findings\" data-node=") && html.contains("class=\"node has-findings baselined\""))
    }

    @Test func unreadableTextAndACleanRepositoryStillMakeAReport() throws {
        let tree = try TemporaryTree([
            ".archlint.json": """
                { "layers": { "UI": { "paths": ["UI/**"] }, "Data": { "paths": ["Data/**"] } },
                  "rules": { "layered": { "kind": "layers", "order": ["UI", "Data"] } } }
                """,
            "UI/Screen.swift": "struct Screen {}\n",
        ])
        // Latin-1 text and CRLF line ends: the excerpt shows what it can.
        try tree.write("Data/Store.swift", bytes: Array("// caf".utf8) + [0xE9] + Array("\r\nfinal class Store {\r\n    let view = Screen()\r\n}\r\n".utf8))
        let (html, data) = try Self.report([tree.root], in: tree)
        let finding = try #require((data["findings"] as! [[String: Any]]).first)
        #expect(finding["file"] as? String == "Data/Store.swift" && finding["line"] as? Int == 3)
        #expect(finding["code"] as? [String] == ["// caf\u{FFFD}", "final class Store {", "    let view = Screen()", "}"])
        #expect(html.contains("1 finding in 1 of 1 modules."))
        #expect(html.contains("2 files checked · 1 rule · 1 module · 2 layers"))
        let stdout = ArchlintCLI.capture(["lint", tree.root, "--format", "html", "--quiet"])
        #expect(stdout.status == 1 && stdout.output.hasPrefix("<!DOCTYPE html>"))
        let clean = try Self.report(["\(Fixtures.root)/modular-clean/clean", "--preset", "modular-clean"], in: tree)
        #expect(clean.html.contains("No findings: the code follows all 19 rules."))
        #expect(Self.count("class=\"edge violation", in: clean.html) == 0)
    }
}
