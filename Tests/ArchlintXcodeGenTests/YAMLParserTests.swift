import Testing
@testable import ArchlintXcodeGen

/// A node as compact text: scalars as string literals, `[…]` sequences, `{key: value}` mappings.
func describe(_ node: YAMLNode?) -> String {
    guard let node else { return "nil" }
    switch node.content {
    case .scalar(let text, _):
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""

    case .sequence(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case .mapping(let pairs): return "{" + pairs.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "}"
    }
}

private func tree(_ text: String) -> String {
    let result = YAMLParser.parse(text)
    #expect(result.isComplete, "\(result.issues)")
    return describe(result.root)
}

private func firstError(_ text: String) -> YAMLParser.Issue? {
    YAMLParser.parse(text).issues.first(where: \.isError)
}

/// Every expectation here was checked against libyaml (`Tools/ProjectOracle/yaml-oracle.py`).
@Suite("YAML, as XcodeGen specs write it")
struct YAMLParserTests {
    @Test func blockMappingsAndSequencesByIndentation() {
        #expect(tree("a: 1\nb:\n  c: 2\n  d:\n    - x\n    - y\ne: 3\n") == #"{"a": "1", "b": {"c": "2", "d": ["x", "y"]}, "e": "3"}"#)
        // A sequence may sit at its key's indentation.
        #expect(tree("key:\n- a\n- b\nnext: 1\n") == #"{"key": ["a", "b"], "next": "1"}"#)
        // Compact nested collections after `- `.
        #expect(tree("- a: 1\n  b: 2\n- - x\n  - y\n") == #"[{"a": "1", "b": "2"}, ["x", "y"]]"#)
        #expect(tree("a:\n  - x\n  -\n  - y\n") == #"{"a": ["x", "", "y"]}"#)
    }

    @Test func flowCollectionsOverSeveralLines() {
        #expect(tree("flow: {a: 1, b: [2, 3], 'c': \"d\"}\n") == #"{"flow": {"a": "1", "b": ["2", "3"], "c": "d"}}"#)
        #expect(tree("multi: [\n  a,\n  b, # note\n  c,\n]\n") == #"{"multi": ["a", "b", "c"]}"#)
        #expect(tree("json: {\"a\":1,\"b\":[true,null]}\n") == #"{"json": {"a": "1", "b": ["true", "null"]}}"#)
        #expect(tree("pairs: [a: b, c]\n") == #"{"pairs": [{"a": "b"}, "c"]}"#)
        #expect(tree("url: [http://x.y/z, a:b]\n") == #"{"url": ["http://x.y/z", "a:b"]}"#)
    }

    @Test func quotingAndEscapes() {
        #expect(tree("q: 'it''s'\n") == #"{"q": "it's"}"#)
        #expect(tree(#"d: "tab\tnew\nline \u00e9 \x41 \"q\"""#) == #"{"d": "tab\tnew\nline é A \"q\""}"#)
        #expect(tree("folded: 'a\n  b\n\n  c'\n") == #"{"folded": "a b\nc"}"#)
        #expect(tree("escaped: \"a\\\n   b\"\n") == #"{"escaped": "ab"}"#)
        #expect(tree("\"quoted key\": 1\n'single': 2\n") == #"{"quoted key": "1", "single": "2"}"#)
        let styles = YAMLParser.parse("a: x\nb: 'x'\nc: \"x\"\n").root?.pairs?.map(\.value.content)
        #expect(styles == [.scalar("x", .plain), .scalar("x", .singleQuoted), .scalar("x", .doubleQuoted)])
    }

    @Test func commentsEndValuesOnlyAfterABlank() {
        #expect(tree("comment: value # trailing\n# a whole line\nother: 'x' # after a quote\n") == #"{"comment": "value", "other": "x"}"#)
        #expect(tree("hash: a#b\nurl: http://x.y/z?a=b#frag\n") == #"{"hash": "a#b", "url": "http://x.y/z?a=b#frag"}"#)
        let directives = YAMLParser.parse("# archlint:disable layers\na: 1 # archlint:disable-line cycles\n").directives
        #expect(directives.map(\.text) == ["archlint:disable layers", "archlint:disable-line cycles"])
        #expect(directives.map(\.position.line) == [1, 2])
    }

    @Test func plainScalarsFoldOverIndentedLines() {
        #expect(tree("plain: one\n  two\n\n  three\nafter: x\n") == #"{"plain": "one two\nthree", "after": "x"}"#)
        #expect(tree("- a\n b\n") == #"["a b"]"#)
        #expect(tree("colon: a:b\nspaced: a b  c\n") == #"{"colon": "a:b", "spaced": "a b  c"}"#)
    }

    @Test func blockScalarsWithChompingAndIndentation() {
        #expect(tree("lit: |\n  line\n   more\n\n  end\nnext: 1\n") == #"{"lit": "line\n more\n\nend\n", "next": "1"}"#)
        #expect(tree("fold: >\n  a\n  b\n\n  c\n   d\n  e\n") == #"{"fold": "a b\nc\n d\ne\n"}"#)
        #expect(tree("keep: |+\n  x\n\n\nstrip: |-\n  y\n\n") == #"{"keep": "x\n\n\n", "strip": "y"}"#)
        #expect(tree("indented: |2\n    two extra\n  base\n") == #"{"indented": "  two extra\nbase\n"}"#)
        #expect(tree("- |\n  text\n- >-\n  folded\n  more\n") == #"["text\n", "folded more"]"#)
        #expect(tree("end: |\n  no final newline") == #"{"end": "no final newline"}"#)
    }

    @Test func anchorsAliasesAndMergeKeys() {
        #expect(tree("base: &b\n  x: 1\n  y: 2\nderived:\n  <<: *b\n  y: 3\n")
            == #"{"base": {"x": "1", "y": "2"}, "derived": {"x": "1", "y": "2", "y": "3"}}"#)
        // Of a list of merged mappings, the earlier one wins: its pairs come last.
        #expect(tree("a: &a {p: 1}\nb: &b {p: 2, q: 2}\nc:\n  <<: [*a, *b]\n  r: 3\n")
            == #"{"a": {"p": "1"}, "b": {"p": "2", "q": "2"}, "c": {"p": "2", "q": "2", "p": "1", "r": "3"}}"#)
        let merged = YAMLParser.parse("a: &a {p: 1}\nb: &b {p: 2, q: 2}\nc:\n  <<: [*a, *b]\n").root?["c"]
        #expect(merged?["p"]?.string == "1")
        #expect(tree("list: &l [1, 2]\nagain: *l\nkey: &k value\nref: *k\n") == #"{"list": ["1", "2"], "again": ["1", "2"], "key": "value", "ref": "value"}"#)
        #expect(tree("&m\nx: 1\n") == #"{"x": "1"}"#)
    }

    @Test func documentMarkersAndEmptyValues() {
        #expect(tree("---\nname: doc\n") == #"{"name": "doc"}"#)
        #expect(tree("--- # comment\na: 1\n...\n") == #"{"a": "1"}"#)
        #expect(tree("empty:\nalso: ~\nq: ''\n") == #"{"empty": "", "also": "~", "q": ""}"#)
        #expect(tree("") == "nil")
        #expect(tree("# only a comment\n") == "nil")
        let second = YAMLParser.parse("a: b\n---\nc: d\n")
        #expect(describe(second.root) == #"{"a": "b"}"#)
        #expect(second.issues.map(\.description) == ["2:1: only the first YAML document is read; what follows this marker is not"])
    }

    @Test func lineEndingsByteOrderMarkAndTabsBetweenTokens() {
        #expect(tree("crlf: 1\r\nnext:\r\n  - a\r\n") == #"{"crlf": "1", "next": ["a"]}"#)
        #expect(tree("\u{FEFF}bom: 1\n") == #"{"bom": "1"}"#)
        #expect(tree("tabs: a\tb\nafter:\tc\n") == #"{"tabs": "a\tb", "after": "c"}"#)
    }

    @Test func everyNodeKeepsItsLineAndColumn() {
        let root = YAMLParser.parse("name: Shop\ntargets:\n  App:\n    sources: [App, \"Shared\"]\n    deps:\n      - target: Kit\n").root
        let app = root?["targets"]?.pairs?.first
        #expect(app.map { "\($0.key.line):\($0.key.column)" } == "3:3")
        let sources = app?.value["sources"]?.sequence ?? []
        #expect(sources.map { "\($0.line):\($0.column)" } == ["4:15", "4:20"])
        let dependency = app?.value["deps"]?.sequence?.first
        #expect(dependency.map { "\($0.line):\($0.column)" } == "6:9")
        // Columns count characters, not bytes.
        let wide = YAMLParser.parse("é: [ü, x]\n").root?["é"]?.sequence?.last
        #expect(wide.map { "\($0.line):\($0.column)" } == "1:8")
    }
}
