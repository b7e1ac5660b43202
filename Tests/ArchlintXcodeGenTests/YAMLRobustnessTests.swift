import Testing
@testable import ArchlintXcodeGen

/// Broken and hostile input: each is an issue with its position, never a crash, a hang or a
/// silent guess.
@Suite("YAML, broken")
struct YAMLRobustnessTests {
    private func error(_ text: String) -> String? {
        YAMLParser.parse(text).issues.first(where: \.isError)?.description
    }

    @Test func syntaxErrorsNameTheirPlace() {
        #expect(error("a:\n  b: 'x'\n   c: 2\n") == "3:4: this line is indented more than the keys of its mapping")
        #expect(error("a: 'unterminated\nb: 2\n") == "1:4: unterminated quoted string (opened at line 1, column 4)")
        #expect(error("a: [1, 2\n") == "1:4: unterminated flow sequence: no ']' closes the one opened at line 1, column 4")
        #expect(error("a: b: c\n") == "1:5: mapping values are not allowed here (a `key: value` after `key:` on the same line)")
        #expect(error("a:\n\t- b\n") == "2:1: a tab in indentation (YAML indents with spaces only)")
        #expect(error("a: *nope\n") == "1:4: unknown alias `*nope` (no `&nope` before it)")
        #expect(error("a: \"\\q\"\n") == "1:5: unknown escape `\\q` in a double-quoted string")
        #expect(error("- a\nb: 1\n") == "2:1: unexpected text after the document's root node (check its indentation)")
        #expect(error("key: value\n  more: x\n") == "2:7: mapping values are not allowed here: this text continues a value from the line above, and a key cannot")
    }

    @Test func featuresOutsideTheSubsetAreReported() {
        #expect(error("? complex\n: value\n") == "1:1: complex mapping keys (`? key`) are not supported")
        #expect(error("%YAML 1.1\n---\na: 1\n") == "1:1: YAML directives (`%YAML`, `%TAG`) are not supported")
        #expect(error("[a, b]: c\n") == "1:1: collections as mapping keys are not supported")
        let tagged = YAMLParser.parse("x: !!str 1\n")
        #expect(tagged.issues.map(\.description) == ["1:4: YAML tags are not supported: `!!str` is ignored and the value read as written"])
        #expect(describe(tagged.root) == #"{"x": "1"}"#)
    }

    @Test func theNodesBeforeAnErrorAreKept() {
        let result = YAMLParser.parse("name: Shop\ntargets:\n  App:\n    type: application\n  Kit: [unclosed\n")
        #expect(!result.isComplete)
        #expect(result.root?["name"]?.string == "Shop")
        #expect(result.root?["targets"]?["App"]?["type"]?.string == "application")
    }

    @Test func binaryAndInvalidTextIsRejectedWithItsPosition() {
        #expect(YAMLParser.parse([0x61, 0x3A, 0x20, 0x00, 0x01]).issues.map(\.description) == ["1:4: control character U+0000 (the file is not YAML text)"])
        #expect(YAMLParser.parse(Array("a: 1\nb: ".utf8) + [0xC3, 0x28]).issues.map(\.description) == ["2:4: invalid UTF-8 (the file is not YAML text)"])
        var garbage: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<4096).map { _ -> UInt8 in
            garbage = garbage &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: garbage >> 33)
        }
        #expect(YAMLParser.parse(bytes).root == nil)
    }

    /// A spec cut at every position still reads, as far as it goes, without a crash.
    @Test func aSpecCutAtEveryPosition() {
        let spec = Array("""
            ---
            name: Shop # the app
            include: [base.yml, {path: more.yml, relativePaths: false}]
            base: &base
              platform: iOS
              settings: {SWIFT_VERSION: "6.0", FLAGS: 'a ''b'''}
            targets:
              App:
                <<: *base
                type: application
                sources:
                  - path: App
                    excludes: ["**/*.md"]
                info: |
                  text
                   more
                note: >-
                  folded
                  line
                dependencies:
                  - target: Kit
                  - package: "Kingfisher"
            """.utf8)
        var complete = 0
        for length in 0...spec.count {
            let result = YAMLParser.parse(Array(spec[..<length]))
            if result.isComplete { complete += 1 }
            for issue in result.issues {
                #expect(issue.line >= 1 && issue.line <= 23 && issue.column >= 1)
            }
        }
        #expect(complete > spec.count / 2)
    }

    @Test func nestingAndAliasesAreBounded() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(error(deep) == "1:200: nested more than 200 levels deep")
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            bomb += "\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) ["
            bomb += Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(error(bomb)?.hasSuffix("aliases expand to more than 1000000 nodes") == true)
    }

    /// Reading time grows with the text, not faster: 40 times the text takes well under 400 times as long.
    @Test func readingIsLinear() {
        let unit = "  Target: {type: framework, sources: [A, B], settings: {X: \"1\"}}\n  Other:\n    - a\n    - 'b'\n"
        func seconds(_ count: Int) -> Double {
            let text = Array(("targets:\n" + String(repeating: unit, count: count)).utf8)
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = YAMLParser.parse(text) }
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        _ = seconds(50)
        let small = seconds(500)
        let large = seconds(20_000)
        #expect(large < max(small, 0.001) * 400)
    }
}
