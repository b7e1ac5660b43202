import ArchlintProject
import Testing
@testable import ArchlintXcode

private func parse(_ text: String) -> PropertyListParser.Result {
    PropertyListParser.parse(Array(text.utf8))
}

@Suite("OpenStep property lists")
struct PropertyListParserTests {
    @Test func valuesCommentsAndPositions() throws {
        let result = parse("""
            // !$*UTF8*$!
            {
            \tname = "Shop App"; /* a comment */ count = 3;
            \tlist = (a, "b c", /* inline */ d,);
            \tdata = <0fA1 b2>;
            \t"quoted key" = { nested = "$(TARGET_NAME:c99extidentifier)"; };
            \tpath = ../Shared/File.swift;
            }
            """)
        #expect(result.failure == nil)
        let root = try #require(result.root?.dictionary)
        #expect(root.entries.map(\.key) == ["name", "count", "list", "data", "quoted key", "path"])
        #expect(root.string("name") == "Shop App")
        #expect(root["list"]?.strings == ["a", "b c", "d"])
        if case .data(let bytes)? = root["data"]?.value { #expect(bytes == [0x0F, 0xA1, 0xB2]) } else { Issue.record("no data") }
        #expect(root.string("path") == "../Shared/File.swift")
        #expect(root["quoted key"]?.dictionary?.string("nested") == "$(TARGET_NAME:c99extidentifier)")
        #expect(root.entry("count")?.keyPosition == ProjectPosition(line: 3, column: 37))
        #expect(root["count"]?.position == ProjectPosition(line: 3, column: 45))
        #expect(root["list"]?.array?[2].position == ProjectPosition(line: 4, column: 33))
    }

    @Test func escapesInQuotedStrings() throws {
        let result = parse(#"{ a = "line\nnext\ttab \"q\" back\\slash"; b = "\U00e9t\U00E9"; c = "\101\102"; d = 'single'; e = ""; }"#)
        #expect(result.failure == nil)
        let root = try #require(result.root?.dictionary)
        #expect(root.string("a") == "line\nnext\ttab \"q\" back\\slash")
        #expect(root.string("b") == "été")
        #expect(root.string("c") == "AB")
        #expect(root.string("d") == "single")
        #expect(root.string("e") == "")
    }

    @Test func byteOrderMark() {
        let result = PropertyListParser.parse([0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8))
        #expect(result.failure == nil)
        #expect(result.root?.dictionary?.entry("a")?.keyPosition == ProjectPosition(line: 1, column: 3))
    }

    @Test func columnsCountCharactersAfterNonASCII() throws {
        let result = parse("{ name = \"Café\"; next = x; }")
        #expect(result.root?.dictionary?.entry("next")?.keyPosition == ProjectPosition(line: 1, column: 18))
    }

    @Test func variablesMustBeQuoted() {
        // Xcode quotes every value holding `$`, `(` or spaces; unquoted, `(` starts an array.
        #expect(parse("{ a = $(X); }").failure?.message == "';' after the value of 'a' expected, found '('")
    }

    @Test func brokenInputKeepsWhatWasRead() throws {
        let truncated = parse("{\n\tobjects = {\n\t\tA = {isa = PBXGroup; };\n\t\tB = {isa = PBX")
        #expect(truncated.failure?.message.contains("'}' missing") == true || truncated.failure?.message.contains("ends") == true)
        let objects = try #require(truncated.root?.dictionary?["objects"]?.dictionary)
        #expect(objects.entries.map(\.key) == ["A", "B"])
        #expect(objects["A"]?.dictionary?.string("isa") == "PBXGroup")

        let string = parse("{ a = b;\n  c = \"never closed; }")
        #expect(string.failure == PropertyListParser.Failure(message: "unterminated string", position: ProjectPosition(line: 2, column: 7)))
        #expect(string.root?.dictionary?.string("a") == "b")

        let comment = parse("{ a = b; /* never closed")
        #expect(comment.failure == PropertyListParser.Failure(message: "unterminated comment", position: ProjectPosition(line: 1, column: 10)))

        #expect(parse("").failure?.message == "the file is empty")
        #expect(parse("  // only a comment\n").root == nil)
        #expect(parse("{ a = b; } trailing").failure?.message == "unexpected text after the property list")
        #expect(parse("{ a = b }").failure?.message.contains("';' after the value of 'a'") == true)
        #expect(parse("{ a = <12 zz>; }").failure?.position == ProjectPosition(line: 1, column: 11))
        #expect(parse(String(repeating: "(", count: 10_000)).failure?.message.contains("nested more than") == true)
    }

    @Test func binaryGarbageNeverCrashes() {
        var generator = SystemRandomNumberGenerator()
        for length in [1, 2, 17, 256, 4096] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = PropertyListParser.parse(bytes)
            #expect(result.failure != nil || result.root != nil)
        }
        let invalidUTF8: [UInt8] = Array("{ name = \"".utf8) + [0xFF, 0xFE, 0xC0] + Array("\"; }".utf8)
        #expect(PropertyListParser.parse(invalidUTF8).root?.dictionary?.string("name") == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }
}
