import Testing
@testable import ArchlintLexer

/// `kind text` per token, the compact form the expectations below are written in.
private func lex(_ source: String) -> [String] {
    let result = Lexer.tokenize(source)
    let bytes = Array(source.utf8)
    return result.tokens.map { token in
        let text = String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
        return "\(token.kind) \(text)"
    }
}

private func kinds(_ source: String) -> [TokenKind] {
    Lexer.tokenize(source).tokens.map(\.kind)
}

@Suite("Names and keywords")
struct NameTests {
    @Test func identifiersKeywordsAndContextualKeywords() {
        #expect(lex("let x = actor") == ["keyword let", "identifier x", "equal =", "identifier actor"])
        let tokens = Lexer.tokenize("actor Self Any _ some").tokens
        #expect(tokens.map(\.keyword) == [.actor, .Self, .Any, .none, .some])
        #expect(tokens.map(\.kind) == [.identifier, .keyword, .keyword, .wildcard, .identifier])
    }

    @Test func backticksUnicodeAndDollarNames() {
        #expect(lex("`class` `with space` café π $0 $foo") == [
            "identifier `class`", "identifier `with space`", "identifier café", "identifier π",
            "dollarIdentifier $0", "dollarIdentifier $foo",
        ])
        #expect(Lexer.tokenize("`class`").tokens[0].flags.contains(.backticked))
    }

    @Test func poundKeywordsAndMacros() {
        let tokens = Lexer.tokenize("#if DEBUG\n#elseif os(Linux)\n#else\n#endif\n#Preview { }\n#selector(f)")
        #expect(tokens.tokens.filter { $0.kind == .poundKeyword }.map(\.keyword) == [
            .poundIf, .poundElseif, .poundElse, .poundEndif, .none, .none,
        ])
        #expect(lex("#Preview") == ["poundKeyword #Preview"])
    }

    @Test func editorPlaceholderIsAName() {
        #expect(lex("f(<#value#>)") == ["identifier f", "leftParen (", "identifier <#value#>", "rightParen )"])
    }
}

@Suite("Numbers")
struct NumberTests {
    @Test(arguments: [
        ("42", TokenKind.integerLiteral), ("1_000_000", .integerLiteral), ("0xFF_FF", .integerLiteral),
        ("0b1010", .integerLiteral), ("0o755", .integerLiteral), ("3.14", .floatLiteral), ("1e-5", .floatLiteral),
        ("2.5E+10", .floatLiteral), ("0x1.8p3", .floatLiteral), ("0x1p-2", .floatLiteral),
    ])
    func literal(source: String, kind: TokenKind) {
        #expect(kinds(source) == [kind])
    }

    @Test func memberAccessOnNumbersIsNotAFraction() {
        #expect(lex("1.description") == ["integerLiteral 1", "period .", "identifier description"])
        #expect(lex("t.0.1") == ["identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1"])
    }
}

@Suite("Operators and punctuation")
struct OperatorTests {
    @Test func whitespaceDecidesPrefixPostfixBinary() {
        #expect(lex("a + b") == ["identifier a", "binaryOperator +", "identifier b"])
        #expect(lex("a+b") == ["identifier a", "binaryOperator +", "identifier b"])
        #expect(lex("-a") == ["prefixOperator -", "identifier a"])
        #expect(lex("a... ") == ["identifier a", "postfixOperator ..."])
        #expect(lex("0..<n") == ["integerLiteral 0", "binaryOperator ..<", "identifier n"])
    }

    @Test func punctuationSpellings() {
        #expect(kinds("x?.y") == [.identifier, .postfixQuestionMark, .period, .identifier])
        #expect(kinds("c ? a : b") == [.identifier, .infixQuestionMark, .identifier, .colon, .identifier])
        #expect(kinds("x!") == [.identifier, .exclamationMark])
        #expect(kinds("!x") == [.prefixOperator, .identifier])
        #expect(kinds("f(&x)") == [.identifier, .leftParen, .prefixAmpersand, .identifier, .rightParen])
        #expect(kinds("() -> Int") == [.leftParen, .rightParen, .arrow, .identifier])
        #expect(kinds("a = b") == [.identifier, .equal, .identifier])
        #expect(kinds("a == b") == [.identifier, .binaryOperator, .identifier])
    }

    @Test func genericAnglesAreOperatorsTheExtractorSplits() {
        #expect(lex("Array<Set<Int>>") == [
            "identifier Array", "binaryOperator <", "identifier Set", "binaryOperator <", "identifier Int",
            "postfixOperator >>",
        ])
    }

    @Test func commentInsideOperatorEndsIt() {
        // Spaced before, comment after: unbound on both sides, so binary, as the compiler reads it.
        #expect(lex("a +// note\nb") == ["identifier a", "binaryOperator +", "identifier b"])
        #expect(lex("a+/* c */b") == ["identifier a", "postfixOperator +", "identifier b"])
    }
}

@Suite("Comments")
struct CommentTests {
    @Test func lineDocAndNestedBlockComments() {
        let result = Lexer.tokenize("// a\n/// doc\n/* outer /* inner */ still */ x /** d */")
        #expect(result.tokens.count == 1)
        #expect(result.comments.map(\.kind) == [.line, .documentationLine, .block, .documentationBlock])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func importInsideCommentIsNoToken() {
        #expect(lex("/* import UIKit */ // import SwiftUI\nimport Foundation") == [
            "keyword import", "identifier Foundation",
        ])
    }

    @Test func unterminatedBlockCommentIsDiagnosedAtItsStart() {
        let result = Lexer.tokenize("let a = 1\n  /* open /* nested */ never closed\nimport X")
        #expect(result.tokens.count == 4)
        #expect(result.diagnostics.map(\.kind) == [.unterminatedBlockComment])
        #expect(result.diagnostics[0].line == 2 && result.diagnostics[0].column == 3)
    }
}

@Suite("String literals")
struct StringTests {
    @Test func plainMultilineAndRawStrings() {
        #expect(lex(#""a \"quoted\" \u{1F600}""#) == [#"stringLiteral "a \"quoted\" \u{1F600}""#])
        #expect(kinds("\"\"\"\nline \"\" \"\nmore\n\"\"\"") == [.stringLiteral])
        #expect(lex(##"#"raw "quoted" \n"#"##) == [##"stringLiteral #"raw "quoted" \n"#"##])
        #expect(lex(###"##"a "# b"##"###) == [###"stringLiteral ##"a "# b"##"###])
        #expect(lex(##"#"""#"##) == [##"stringLiteral #"""#"##])
    }

    @Test func interpolationProducesHeadMiddleTailAroundCode() {
        #expect(lex(#""a\(x)b\(y)c""#) == [
            #"stringHead "a\("#, "identifier x", "stringMiddle )b\\(", "identifier y", #"stringTail )c""#,
        ])
    }

    @Test func interpolationNestsStringsClosuresAndParentheses() {
        let source = #""v: \(items.map { "\($0.name) (\(f(g(1))))" }.joined())!""#
        let tokens = kinds(source)
        #expect(tokens.first == .stringHead)
        #expect(tokens.last == .stringTail)
        #expect(tokens.filter { $0 == .stringHead }.count == 2)
        #expect(tokens.contains(.leftBrace) && tokens.contains(.rightBrace))
        #expect(Lexer.tokenize(source).diagnostics.isEmpty)
    }

    @Test func rawStringInterpolationNeedsItsPounds() {
        #expect(kinds(##"#"no \(interp)"#"##) == [.stringLiteral])
        #expect(kinds(##"#"yes \#(interp)"#"##) == [.stringHead, .identifier, .stringTail])
    }

    @Test func multilineInterpolationSpansLines() {
        let source = "let s = \"\"\"\n  \\(value(\n    x))\n  \"\"\"\nlet t = 1"
        let result = Lexer.tokenize(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens.last.map { $0.line } == 5)
    }

    @Test func unterminatedStringStopsAtEndOfLine() {
        let result = Lexer.tokenize("let s = \"open\nimport Foundation")
        #expect(result.diagnostics.map(\.kind) == [.unterminatedString])
        #expect(result.diagnostics[0].line == 1 && result.diagnostics[0].column == 9)
        #expect(lex("let s = \"open\nimport Foundation").suffix(2) == ["keyword import", "identifier Foundation"])
    }

    @Test func importInsideStringIsNoToken() {
        #expect(kinds("let s = \"import UIKit\"") == [.keyword, .identifier, .equal, .stringLiteral])
    }
}

@Suite("Regex literals")
struct RegexTests {
    @Test func regexWhereAnOperandIsExpected() {
        #expect(lex("let r = /a+b/") == ["keyword let", "identifier r", "equal =", "regexLiteral /a+b/"])
        #expect(lex("f(/x/)") == ["identifier f", "leftParen (", "regexLiteral /x/", "rightParen )"])
        #expect(lex("x.wholeMatch(of: /^[a-z]+$/)").contains("regexLiteral /^[a-z]+$/"))
    }

    @Test func divisionIsNotARegex() {
        #expect(kinds("a / b / c") == [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
        #expect(kinds("let q = total/count/2") == [
            .keyword, .identifier, .equal, .identifier, .binaryOperator, .identifier, .binaryOperator, .integerLiteral,
        ])
        #expect(!kinds("x = (a / 2) / (b / 3)").contains(.regexLiteral))
    }

    @Test func extendedRegexWithPounds() {
        #expect(lex("#/a/b/#") == ["regexLiteral #/a/b/#"])
        #expect(kinds("let r = #/\n  a # comment\n/#\nlet x = 1").filter { $0 == .regexLiteral }.count == 1)
        #expect(Lexer.tokenize("let r = #/\n  a\n/#\nlet x = 1").tokens.last?.line == 4)
    }

    @Test func unbalancedParenthesisOrTrailingSpaceMeansOperators() {
        #expect(kinds("foo(a /b)") == [.identifier, .leftParen, .identifier, .prefixOperator, .identifier, .rightParen])
        #expect(!kinds("(x /y) /z").contains(.regexLiteral))
    }

    @Test func prefixOperatorBeforeRegexIsSplitOff() {
        #expect(lex("!/x/.matches(s)").prefix(2) == ["prefixOperator !", "regexLiteral /x/"])
    }

    @Test func operatorDeclarationIsNotARegex() {
        #expect(!kinds("prefix operator /^/").contains(.regexLiteral))
    }
}

@Suite("Positions and broken input")
struct PositionTests {
    @Test func columnsCountUnicodeScalars() {
        let tokens = Lexer.tokenize("let é = \"ü\"; x\n\tif").tokens
        #expect(tokens.map(\.column) == [1, 5, 7, 9, 12, 14, 2])
        #expect(tokens.map(\.line) == [1, 1, 1, 1, 1, 1, 2])
    }

    @Test func shebangAndByteOrderMark() {
        #expect(lex("#!/usr/bin/swift\nprint(1)").first == "shebang #!/usr/bin/swift")
        #expect(Lexer.tokenize("\u{FEFF}import A").tokens.first?.column == 1)
    }

    @Test func startOfLineAndTriviaFlags() {
        let tokens = Lexer.tokenize("a\n  b c").tokens
        #expect(tokens.map { $0.startsLine } == [true, true, false])
        #expect(tokens[2].hasLeadingTrivia)
    }

    @Test func invalidUTF8AndNulBytesAreDiagnosedAndSkipped() {
        let bytes: [UInt8] = Array("let a".utf8) + [0xFF, 0xFE, 0x00] + Array(" = \"x\u{0}y\" + b".utf8)
        let result = bytes.withUnsafeBufferPointer { Lexer.tokenize(bytes: $0) }
        #expect(result.tokens.map(\.kind) == [.keyword, .identifier, .equal, .stringLiteral, .binaryOperator, .identifier])
        #expect(result.diagnostics.map(\.kind) == [.invalidUTF8, .invalidUTF8, .nulCharacter, .nulCharacter])
    }

    @Test func deepNestingNeitherCrashesNorRecurses() {
        let depth = 10_000
        let source = String(repeating: "([{", count: depth) + String(repeating: "}])", count: depth)
        #expect(Lexer.tokenize(source).tokens.count == depth * 6)
        let strings = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let result = Lexer.tokenize(strings)
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens.count == depth * 2 + 1)
    }

    @Test func unterminatedEverythingAtEndOfFile() {
        for source in ["\"abc", "\"\"\"\nabc", "#\"abc", "/* abc", "`abc", "let r = #/abc", "\"\\(a"] {
            let result = Lexer.tokenize(source)
            #expect(!result.diagnostics.isEmpty, "\(source)")
        }
    }
}

/// The lexer skips spaces, comment and string text and identifier characters eight bytes at a
/// time, with a byte loop for the last few bytes of the buffer: every run length, ending anywhere
/// relative to the end, gives the same tokens.
@Suite("Runs of any length")
struct RunLengthTests {
    @Test func spacesBetweenTokens() {
        for count in 0..<20 {
            for tail in ["", " ", "\n", "   "] {
                let source = "a" + String(repeating: " ", count: count + 1) + "b" + tail
                let tokens = Lexer.tokenize(source).tokens
                #expect(tokens.map(\.column) == [1, Int32(count + 3)], "\(count) spaces")
                #expect(tokens[1].hasLeadingTrivia && !tokens[1].startsLine)
            }
        }
    }

    @Test func identifiersAndKeywordsOfEveryLength() {
        for count in 1..<24 {
            let name = "x" + String(repeating: "y", count: count - 1)
            #expect(lex(name) == ["identifier \(name)"])
            #expect(lex("\(name)+\(name)") == ["identifier \(name)", "binaryOperator +", "identifier \(name)"])
            #expect(lex("\(name)é") == ["identifier \(name)é"])
        }
        // Keywords at the end of the buffer, where fewer than sixteen bytes can be read.
        for keyword in ["precedencegroup", "associatedtype", "fileprivate", "nonisolated", "in", "let", "Self"] {
            let tokens = Lexer.tokenize(keyword).tokens
            #expect(tokens.count == 1 && tokens[0].keyword.text == keyword, "\(keyword)")
            #expect(Lexer.tokenize(keyword + "s").tokens.map(\.keyword) == [.none], "\(keyword)s")
        }
        // Every keyword is found, with room to read past it or not, and names one byte shorter or
        // longer are not keywords (the table rules most names out by first byte and length).
        for keyword in Keyword.allCases where keyword != .none && !keyword.isPoundDirective {
            let text = keyword.text
            #expect(Lexer.tokenize(text).tokens.map(\.keyword) == [keyword], "\(text)")
            #expect(Lexer.tokenize(text + " = 1234567890123456").tokens.first?.keyword == keyword, "\(text) followed")
            #expect(Lexer.tokenize(String(text.dropLast()) + " x").tokens.first?.keyword != keyword, "\(text) shortened")
            #expect(Lexer.tokenize(text + "x").tokens.first?.keyword == Keyword.none, "\(text)x")
        }
    }

    @Test func blockCommentsAndStringsOfEveryLength() {
        for count in 0..<24 {
            let text = String(repeating: "c", count: count)
            let comment = Lexer.tokenize("/* \(text) */x")
            #expect(comment.comments.count == 1 && comment.tokens.map(\.column) == [Int32(count + 7)], "comment of \(count)")
            #expect(Lexer.tokenize("/* \(text)").diagnostics.map(\.kind) == [.unterminatedBlockComment])
            #expect(lex("\"\(text)\"") == ["stringLiteral \"\(text)\""])
            #expect(lex("\"\(text)\\(x)\(text)\"") == ["stringHead \"\(text)\\(", "identifier x", "stringTail )\(text)\""])
            let unterminated = Lexer.tokenize("\"\(text)")
            #expect(unterminated.tokens.map(\.kind) == [.stringLiteral] && unterminated.diagnostics.map(\.kind) == [.unterminatedString])
        }
        // A non-ASCII byte inside the text stops the wide scan: columns count it as one.
        #expect(Lexer.tokenize("/* é€ */ x").tokens.map(\.column) == [10])
        #expect(Lexer.tokenize("\"aé€bcdefgh\" x").tokens.map(\.column) == [1, 14])
    }
}

@Suite("One lexer, many files")
struct LexerReuseTests {
    private func tokenize(_ lexer: Lexer, _ text: String) {
        var text = text
        text.withUTF8 { _ = lexer.tokenize($0) }
    }

    /// The comment and diagnostic arrays are kept from file to file: each file's are its own.
    @Test func eachFileHasOnlyItsOwnCommentsAndDiagnostics() {
        let lexer = Lexer()
        tokenize(lexer, "// one\n/* two */ let a = 1 // three\nlet s = \"open\n")
        #expect(lexer.comments.map(\.line) == [1, 2, 2])
        #expect(lexer.diagnostics.map(\.kind) == [.unterminatedString])
        tokenize(lexer, "let b = 2 /// four\n")
        #expect(lexer.comments.map(\.kind) == [.documentationLine])
        #expect(lexer.comments.map(\.column) == [11])
        #expect(lexer.diagnostics.isEmpty)
        tokenize(lexer, "")
        #expect(lexer.comments.isEmpty && lexer.diagnostics.isEmpty)
        // Arrays grown past what a lexer keeps are given back, and still hold the file's comments.
        let many = String(repeating: "//\n", count: Lexer.retainedCapacity + 1)
        tokenize(lexer, many)
        #expect(lexer.comments.count == Lexer.retainedCapacity + 1)
        tokenize(lexer, "/* last */")
        #expect(lexer.comments.map(\.line) == [1])
        #expect(lexer.comments.capacity <= Lexer.retainedCapacity)
    }
}
