import Foundation

/**
 * What the recipe search field asks for
 *
 * "quick" keeps recipes of 30 minutes or less, "easy", "medium" or "hard" keep one
 * difficulty; the remaining words are matched against titles and ingredients.
 */
struct RecipeSearchFilter: Equatable {
    let text: String
    let difficulty: RecipeDifficulty?
    let isQuickOnly: Bool

    init(query: String) {
        var words: [String] = []
        var difficulty: RecipeDifficulty?
        var isQuickOnly = false

        for word in query.split(separator: " ").map(String.init) {
            let keyword = word.lowercased()
            if keyword == "quick" {
                isQuickOnly = true
            } else if RecipeDifficulty.allCases.map(\.rawValue).contains(keyword) {
                difficulty = RecipeMapper.toDifficulty(keyword)
            } else {
                words.append(word)
            }
        }

        self.text = words.joined(separator: " ")
        self.difficulty = difficulty
        self.isQuickOnly = isQuickOnly
    }

    func matches(_ recipe: Recipe) -> Bool {
        if isQuickOnly && !recipe.isQuick {
            return false
        }
        if let difficulty, recipe.difficulty != difficulty {
            return false
        }
        return text.isEmpty || recipe.matches(query: text)
    }
}
