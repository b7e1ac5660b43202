import ArchlintRules
import Foundation
import Testing

@testable import ArchlintReport

@Suite("Report parts")
struct ReportPartsTests {
    /// A folder with `files` (relative path → bytes), removed afterwards.
    static func withFiles(_ files: [String: [UInt8]], _ body: (String) throws -> Void) throws {
        let root = NSTemporaryDirectory() + "archlint-report-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, bytes) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
        }
        try body(root)
    }

    @Test func excerptsReadLinesAroundAFindingLeniently() throws {
        let crlf = Array("import A\r\nimport B\r\n".utf8) + [0x66, 0xFF, 0x6F] + Array("\r\nlast\r\n".utf8)
        let long = String(repeating: "x", count: 500)
        try Self.withFiles(["Sources/A.swift": crlf, "Long.swift": Array("a\n\(long)\n".utf8), "Blob.swift": [0x61] + Array(repeating: 0, count: 200)]) { root in
            var excerpts = SourceExcerpts(root: root)
            let first = excerpts.excerpt(file: "Sources/A.swift", line: 1)
            #expect(first == SourceExcerpts.Excerpt(firstLine: 1, lines: ["import A", "import B", "f\u{FFFD}o"]))
            let last = excerpts.excerpt(file: "Sources/A.swift", line: 4, context: 1)
            #expect(last == SourceExcerpts.Excerpt(firstLine: 3, lines: ["f\u{FFFD}o", "last"]))
            let beyond = excerpts.excerpt(file: "Sources/A.swift", line: 5)
            let long = excerpts.excerpt(file: "Long.swift", line: 2)
            let binary = excerpts.excerpt(file: "Blob.swift", line: 1)
            let missing = excerpts.excerpt(file: "Missing.swift", line: 1)
            #expect(beyond == nil && binary == nil && missing == nil)
            #expect(long?.lines.last == String(repeating: "x", count: 240) + "…")
        }
    }

    @Test func layersAreDrawnInTheOrderOfTheirRule() throws {
        let configuration = try ConfigurationLoader(presetDirectories: []).load(
            text: """
                {
                  "layers": { "Test": { "paths": ["Tests/**"] }, "App": { "paths": ["App/**"] }, "Data": { "paths": ["Data/**"] },
                              "UI": { "paths": ["UI/**"] }, "Domain": { "paths": ["Domain/**"] } },
                  "rules": { "short": { "kind": "layers", "order": ["UI", "Data"] },
                             "layered": { "kind": "layers", "order": ["UI", "Domain", "Data"] } }
                }
                """, display: "test")
        #expect(LayerOrder.drawingOrder(definitions: configuration.layers, rules: configuration.rules) == ["Test", "App", "UI", "Domain", "Data"])
        #expect(LayerOrder.drawingOrder(definitions: configuration.layers, rules: []) == ["Test", "App", "Data", "UI", "Domain"])
    }

    @Test func groupsAreNamedAsPeopleWriteThem() {
        #expect(GraphExport.groupName("Feature$") == "*Feature")
        #expect(GraphExport.groupName("^Core") == "Core*")
        #expect(GraphExport.groupName("Client") == "*Client*")
        #expect(GraphExport.groupName("^.*Impl$") == "*Impl")
        #expect(HTMLReport.lastWord("SearchFeature") == "Feature")
        #expect(HTMLReport.lastWord("LoginAPI") == "API")
        #expect(HTMLReport.lastWord("ApiClientLive") == "Live")
        #expect(HTMLReport.lastWord("Core") == "Core")
        #expect(HTMLReport.lastWord("server") == nil)
    }

    @Test func textIsEscapedForHTMLAndFiguresRounded() {
        #expect("<a href=\"x\">'&'</a>".htmlEscaped == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(12.0.svg == "12" && 12.34.svg == "12.3" && (-0.5).svg == "-0.5")
        #expect((1.0 / 3).twoDecimals == "0.33" && 1.0.twoDecimals == "1.00")
    }
}
