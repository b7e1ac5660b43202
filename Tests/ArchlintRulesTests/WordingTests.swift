import Testing
@testable import ArchlintRules

@Suite("Wording")
struct WordingTests {
    @Test(arguments: [
        ("ORM type", "an ORM type"), ("UI type", "a UI type"), ("Data class", "a Data class"),
        ("App class", "an App class"), ("UseCase struct", "a UseCase struct"), ("enum", "an enum"),
        ("Infra actor", "an Infra actor"), ("URL module", "a URL module"), ("Umbrella layer", "an Umbrella layer"),
    ])
    func indefiniteArticles(phrase: String, expected: String) {
        #expect(Wording.withArticle(phrase) == expected)
    }
}
