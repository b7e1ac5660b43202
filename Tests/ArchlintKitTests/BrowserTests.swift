import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// A headless Chromium (`$ARCHLINT_CHROMIUM`, else `chromium` or `chromium-browser` on the PATH;
/// .ci/run installs Debian's package).
enum Browser {
    static let executable: String? = {
        let candidates = [ProcessInfo.processInfo.environment["ARCHLINT_CHROMIUM"], "chromium", "chromium-browser", "google-chrome"].compactMap { $0 }
        return candidates.first { runTool($0, ["--version"])?.status == 0 }
    }()

    /// Opens `url` headless with a profile of its own and returns what it printed on standard
    /// output (standard error carries the browser's own chatter); nil when it did not finish in
    /// a minute.
    static func run(_ url: String, _ arguments: [String]) throws -> String? {
        let profile = NSTemporaryDirectory() + "archlint-chromium-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable!, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)"] + arguments + [url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let data = readToEnd(output.fileHandleForReading)
        process.waitUntilExit()
        watchdog.cancel()
        return process.terminationReason == .exit ? String(decoding: data, as: UTF8.self) : nil
    }

    /// The page's DOM once its scripts ran, without the scripts' text.
    static func dom(_ file: String, hash: String = "") throws -> String {
        var dom = try #require(try run("file://\(file)\(hash.isEmpty ? "" : "#" + hash)", ["--window-size=1400,1000", "--dump-dom"]))
        while let start = dom.range(of: "<script"), let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex) {
            dom.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return dom
    }
}

/// The HTML report opened from disk in a real browser: the script runs, draws and filters.
@Suite("HTML report in a browser", .enabled(if: Browser.executable != nil, "needs Chromium (.ci/run installs Debian's chromium package)"))
struct BrowserTests {
    /// The modular-clean fixture's report, and the findings its data holds.
    static func modularReport(_ tree: TemporaryTree) throws -> (path: String, findings: [[String: Any]]) {
        let path = tree.path("audit.html")
        let run = ArchlintCLI.capture(["lint", "\(Fixtures.root)/modular-clean/violating", "--preset", "modular-clean", "--report", "html=\(path)", "--quiet"])
        #expect(run.status == 1, "\(run.error)")
        let html = try #require(tree.read("audit.html"))
        let start = try #require(html.range(of: "id=\"archlint-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as! [String: Any]
        return (path, data["findings"] as! [[String: Any]])
    }

    static func count(_ text: String, in dom: String) -> Int {
        dom.components(separatedBy: text).count - 1
    }

    /// The text of the element with `id`.
    static func text(ofId id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "id=\"\(id)\"") else { return nil }
        guard let open = dom.range(of: ">", range: start.upperBound..<dom.endIndex),
            let close = dom.range(of: "<", range: open.upperBound..<dom.endIndex)
        else { return nil }
        return String(dom[open.upperBound..<close.lowerBound])
    }

    @Test func openedFromDiskItDrawsThePictureAndListsTheFindings() throws {
        let tree = try TemporaryTree()
        let report = try Self.modularReport(tree)
        let dom = try Browser.dom(report.path)
        #expect(dom.contains("data-ready-ms=\""), "the script did not finish")
        let listed = report.findings.filter { $0["status"] as? String != "suppressed" }.count
        #expect(Self.text(ofId: "findings-count", in: dom) == "\(listed) of \(report.findings.count) findings")
        #expect(Self.count("<div class=\"finding\"", in: dom) == listed)
        #expect(Self.count("<pre class=\"code\">", in: dom) == listed)
        // The picture: 13 modules, 12 red edges, under the script's pan and zoom.
        #expect(Self.count(" data-node=\"", in: dom) == 13)
        #expect(Self.count("class=\"edge violation", in: dom) == 12)
        #expect(dom.contains("<g id=\"viewport\" transform=\"translate("))
        #expect(dom.contains("width=\"100%\" height=\"100%\""))
    }

    @Test func theAddressFiltersTheListSelectsAModuleAndCollapsesAGroup() throws {
        let tree = try TemporaryTree()
        let report = try Self.modularReport(tree)
        let listed = report.findings.filter { $0["status"] as? String != "suppressed" }
        // A search narrows the list to the findings that mention it.
        let search = try Browser.dom(report.path, hash: "q=TripsFeature")
        let mentioning = listed.filter { finding in
            ["rule", "message", "file", "module"].contains { (finding[$0] as? String ?? "").lowercased().contains("tripsfeature") }
                || (finding["also"] as! [String]).contains { $0.lowercased().contains("tripsfeature") }
        }
        #expect(mentioning.count > 0 && mentioning.count < listed.count)
        #expect(Self.text(ofId: "findings-count", in: search) == "\(mentioning.count) of \(report.findings.count) findings")
        #expect(Self.count("<div class=\"finding\"", in: search) == mentioning.count)
        // Warnings only, grouped by module.
        let warnings = try Browser.dom(report.path, hash: "sev=warning&by=module")
        let warningCount = listed.filter { $0["severity"] as? String == "warning" }.count
        #expect(Self.text(ofId: "findings-count", in: warnings) == "\(warningCount) of \(report.findings.count) findings")
        #expect(warnings.contains("<details class=\"group\" data-g=\"TripsFeature\""))
        // A module selected: its findings in the side panel, its dependencies highlighted.
        let selected = try Browser.dom(report.path, hash: "node=TripsFeature")
        #expect(selected.contains("<h3>TripsFeature</h3>"))
        #expect(selected.contains("findings in its code</h4>"))
        #expect(selected.contains("class=\"node has-findings on sel\""))
        // The features collapsed into one node with their findings.
        let collapsed = try Browser.dom(report.path, hash: "collapse=Feature%24")
        #expect(collapsed.contains("data-group=\"0\""))
        #expect(collapsed.contains(">*Feature ×3</text>"))
        #expect(Self.count("class=\"node has-findings hidden\"", in: collapsed) == 3)
    }

    /// Screenshots of two fixture apps' reports; kept in `$ARCHLINT_SCREENSHOT_DIR` when set.
    @Test func screenshotsShowTheReport() throws {
        let tree = try TemporaryTree()
        let keep = ProcessInfo.processInfo.environment["ARCHLINT_SCREENSHOT_DIR"]
        for fixture in ["modular-clean", "clean-spm"] {
            let html = tree.path("\(fixture).html")
            _ = ArchlintCLI.capture(["lint", "\(Fixtures.root)/\(fixture)/violating", "--preset", fixture, "--report", "html=\(html)", "--quiet"])
            let png = keep.map { "\($0)/\(fixture).png" } ?? tree.path("\(fixture).png")
            _ = try Browser.run("file://\(html)", ["--window-size=1600,1200", "--screenshot=\(png)", "--hide-scrollbars"])
            let bytes = try #require(FileManager.default.contents(atPath: png))
            #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            // A blank page compresses to a few kilobytes; the report's text and picture do not.
            #expect(bytes.count > 60_000, "\(fixture): \(bytes.count) bytes")
        }
    }
}
