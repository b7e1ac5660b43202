import ArchlintBase
import Foundation
import Testing

/// The literal fast path must agree with the regex engine on every pattern it accepts.
@Suite struct RegularExpressionTests {
    static let patterns = [
        "ViewModel$", "^ViewModel", "^(UIKit|SwiftUI|CoreData)$", "UseCase(Protocol)?$", "^Repository(Impl|Protocol)?$",
        "Impl", "^$", "(A|)$", "^Foo\\.Bar$", "^\\$", "View\\d$", "^(Core|Data).*$", "(A)|(B)", "Foo|Bar", "[A-Z]Impl$",
        "^Net(working)?$", "^a b$", "\\bView", "^@MainActor$", "(?i)\\b(https?|wss?)://", "(?i)api\\.example",
        "a(b|c)d", "x|y://", "Task\\.detached",
        // `$` also matches before a line terminator that ends the text; an optional group holds the only literal text;
        // flags other than a leading (?i); escapes with an argument; a class holding a parenthesis.
        "^()$", "^$", "(Foo)?", "^(Foo)?$", "^Net(working)?$", "(?mi)abc", "(?i-m)Task\\.detached", "\\x41BC", "\\u0041BC",
        "([)]abc\\+)?", "(?#comment)Task", "[\\]]abc", "ab\\Q*\\Ecd", "abc\\.?", "Foo(Bar|)?$", "^(?:ab)?cd$",
        // Plain literals are matched without the engine, captures included: where the match is.
        "$", "^", "o$", "l", "Impl$",
    ]
    static let texts = [
        "", "ViewModel", "LoginViewModel", "ViewModelFactory", "UIKit", "UIKitX", "SwiftUI", "CoreData", "UseCase",
        "LoginUseCase", "LoginUseCaseProtocol", "UseCaseProtocolX", "Repository", "RepositoryImpl", "RepositoryProtocol",
        "UserRepositoryImpl", "Foo.Bar", "FooXBar", "$", "View1", "CoreDataStack", "A", "B", "Foo", "Bar", "XImpl",
        "Net", "Networking", "Networkin", "a b", "@MainActor", "Ü", "ViewModel\u{301}",
        "https://x", "see HTTP://Y", "wss://z", "ftp://q", "abd", "acd", "API.EXAMPLE.com", "x", "Task.detached {",
        "\u{0C}", "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "Foo\n", "Foo\r\n", "Foo\n\n", "Networking\u{0B}", "ABC", "abc", "TASK.DETACHED",
        "Task", "ABCD", "ab*cd", "ab", "cd", "FooBar\r\n", "]abc", "abc.", "ImplImpl", "lol\n", "Impl\r\n", "e\u{301}l",
    ]

    /// Both fast paths (a pattern that is only literals, and the literal every match must hold)
    /// must agree with the regex engine.
    @Test(arguments: patterns) func literalFastPathAgreesWithTheRegexEngine(pattern: String) throws {
        let fast = try RegularExpression(pattern)
        let engine = try NSRegularExpression(pattern: pattern)
        for text in Self.texts {
            let match = engine.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(fast.matches(text) == (match != nil), "pattern \(pattern) on \(text.debugDescription)")
            let captures = match.map { match in
                (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
            }
            #expect(fast.captures(text) == captures, "pattern \(pattern) on \(text.debugDescription)")
        }
    }

    /// The engine's answers are kept for texts asked about again, from any thread: asked again,
    /// on many threads at once, every text gets the engine's answer.
    @Test func answersKeptForRepeatedTextsAgreeWithTheRegexEngine() throws {
        let pattern = "(?i)\\b(https?|wss?)://"
        let expression = try RegularExpression(pattern)
        let engine = try NSRegularExpression(pattern: pattern)
        let texts = Self.texts + ["a https://x", "xhttps://y", String(repeating: "padding ", count: 40) + "http://long"]
        let expected = texts.map { engine.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        let answers = parallelMap(count: 8, workers: 4, makeState: { () }) { _, _ in texts.map { expression.matches($0) } }
        #expect(answers.allSatisfy { $0 == expected })
        #expect(zip(texts, expected).allSatisfy { expression.matches($0) == $1 })
    }

    @Test func invalidPatternsThrow() {
        #expect(throws: (any Error).self) { try RegularExpression("(unclosed") }
        #expect(throws: (any Error).self) { try RegularExpression("") }
        // A group whose closing parenthesis is escaped never closes (found by fuzz-regex).
        for pattern in ["Ca#sc(o\\)?$", "(a|b\\)", "^View(Model|\\)?"] {
            #expect(throws: (any Error).self, "\(pattern)") { try RegularExpression(pattern) }
        }
    }
}

@Suite struct GlobTests {
    @Test(arguments: [
        ("Sources/**", "Sources/App/File.swift", true),
        ("Sources/**", "Sources", true),
        ("Sources/**", "Tests/File.swift", false),
        ("**/*ViewModel.swift", "A/B/LoginViewModel.swift", true),
        ("**/*ViewModel.swift", "LoginViewModel.swift", true),
        ("**/*ViewModel.swift", "A/LoginViewModel.swift/x", false),
        ("Sources/*/Domain/**", "Sources/App/Domain/User.swift", true),
        ("Sources/*/Domain/**", "Sources/App/Sub/Domain/User.swift", false),
        ("./Sources/*.swift", "Sources/a.swift", true),
        ("**/{Data,Persistence}/**", "App/Persistence/Store.swift", true),
        ("**/{Data,Persistence}/**", "App/DataX/Store.swift", false),
        ("Tests/[A-C]*/**", "Tests/BTests/x.swift", true),
        ("Tests/[!A-C]*/**", "Tests/BTests/x.swift", false),
        ("File?.swift", "File1.swift", true),
        ("File?.swift", "File.swift", false),
        ("**", "anything/at/all", true),
        // `?` and classes are characters, not bytes.
        ("File?.swift", "Fileé.swift", true),
        ("Views/??.swift", "Views/画面.swift", true),
        ("[é]tat.swift", "état.swift", true),
        ("[!é]tat.swift", "état.swift", false),
        ("[à-ü]*", "ölçü", true),
        ("{Data,Domain}/*.swift", "Domain/User.swift", true),
        ("{Data,Domain}/*.swift", "Dom/User.swift", false),
        ("a/**/b/**/c", "a/x/b/y/z/c", true),
        ("a/**/b/**/c", "a/x/b/y/z/d", false),
        ("**/**/x", "x", true),
        // The text a wildcard component needs must be in that component, not only somewhere.
        ("**/*Tests/**", "Packages/AppTests/Fixtures/a.swift", true),
        ("**/*Tests/**", "TestsKit/Sources/a.swift", false),
        ("**/*Tests/**", "Sources/Tests.swift", false),
        ("**/*.generated.swift", "A/B.generated.swift", true),
        ("**/*.generated.swift", "A.generated.swift/B.swift", false),
        ("**/[A-Z]*View.swift", "UI/LoginView.swift", true),
        ("**/[A-Z]*View.swift", "UI/loginView.swift", false),
        ("**/{Foo,Bar}Tests/**", "BarTests/x.swift", true),
        ("**/*{Foo,Bar}Tests/**", "MyFooTests/x.swift", true),
        ("**/*{Foo,Bar}Tests/**", "MyBazTests/x.swift", false),
        // A component spelt out must be a whole component: found inside a longer one first, whole later.
        ("**/Domain/**", "DomainKit/MyDomain/Domain/User.swift", true),
        ("**/Domain/**", "App/MyDomain/User.swift", false),
        ("**/Domain/**", "App/Domains/User.swift", false),
        ("**/Domain", "App/Domain", true),
        ("Domain/**", "Domain", true),
        ("**/Core/UI/**", "UI/Core/UIKit/a.swift", false),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }

    /// Patterns a configuration may hold that backtracking alone would take years on.
    @Test(.timeLimit(.minutes(1))) func matchingIsNeverExponential() {
        let component = String(repeating: "a", count: 200)
        #expect(!Glob(String(repeating: "*a", count: 40) + "*b").matches(component))
        #expect(!Glob(String(repeating: "{a,a*}", count: 40) + "b").matches(component))
        let path = Array(repeating: "a", count: 200).joined(separator: "/")
        #expect(!Glob(Array(repeating: "**/a", count: 40).joined(separator: "/") + "/b").matches(path))
        #expect(Glob(Array(repeating: "**/a", count: 40).joined(separator: "/")).matches(path))
    }
}
