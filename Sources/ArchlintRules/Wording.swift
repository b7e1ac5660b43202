/// Small pieces of English for finding messages.
enum Wording {
    /// `ORM type` → `an ORM type`, `Data class` → `a Data class`, `UI type` → `a UI type`: by
    /// sound, as far as spelling tells (a `U` read "you" takes `a`).
    static func withArticle(_ phrase: String) -> String {
        let word = phrase.prefix { $0 != " " }
        guard let first = word.first, "AEIOUaeiou".contains(first) else { return "a " + phrase }
        let isAcronym = word.count > 1 && word.dropFirst().first!.isUppercase
        let readAsYou = (first == "U" && (isAcronym || word.count == 1)) || ["uni", "use", "usu", "uti", "eu"].contains { word.lowercased().hasPrefix($0) }
        return (readAsYou ? "a " : "an ") + phrase
    }
}
