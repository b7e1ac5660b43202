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
    ]
    static let texts = [
        "", "ViewModel", "LoginViewModel", "ViewModelFactory", "UIKit", "UIKitX", "SwiftUI", "CoreData", "UseCase",
        "LoginUseCase", "LoginUseCaseProtocol", "UseCaseProtocolX", "Repository", "RepositoryImpl", "RepositoryProtocol",
        "UserRepositoryImpl", "Foo.Bar", "FooXBar", "$", "View1", "CoreDataStack", "A", "B", "Foo", "Bar", "XImpl",
        "Net", "Networking", "Networkin", "a b", "@MainActor", "Ü", "ViewModel\u{301}",
        "https://x", "see HTTP://Y", "wss://z", "ftp://q", "abd", "acd", "API.EXAMPLE.com", "x", "Task.detached {",
    ]

    /// Both fast paths (a pattern that is only literals, and the literal every match must hold)
    /// must agree with the regex engine.
    @Test(arguments: patterns) func literalFastPathAgreesWithTheRegexEngine(pattern: String) throws {
        let fast = try RegularExpression(pattern)
        let engine = try NSRegularExpression(pattern: pattern)
        for text in Self.texts {
            let expected = engine.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            #expect(fast.matches(text) == expected, "pattern \(pattern) on \"\(text)\"")
        }
    }

    @Test func invalidPatternsThrow() {
        #expect(throws: (any Error).self) { try RegularExpression("(unclosed") }
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
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }
}
