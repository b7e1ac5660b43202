/// Small pieces of English for finding messages.
enum Wording {
    /// `ORM type` → `an ORM type`, `Data class` → `a Data class`.
    static func withArticle(_ phrase: String) -> String {
        let startsWithVowel = phrase.first.map { "AEIOUaeiou".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + phrase
    }
}
