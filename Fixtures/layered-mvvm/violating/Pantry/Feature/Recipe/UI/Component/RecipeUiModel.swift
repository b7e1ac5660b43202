import Foundation

/**
 * Recipe model for the UI layer
 */
struct RecipeUiModel: Equatable, Identifiable {
    let id: String
    let title: String
    let summary: String
    let durationText: String
    let difficultyText: String
    let servingsText: String
    let imageURL: URL?
    let isFavorite: Bool
    let isQuick: Bool
}

// MARK: - Domain → UI

extension Recipe {

    func toUiModel() -> RecipeUiModel {
        RecipeUiModel(
            id: id,
            title: title,
            summary: summary,
            durationText: "\(totalMinutes) min",
            difficultyText: difficulty.displayName,
            servingsText: servings == 1 ? "1 serving" : "\(servings) servings",
            imageURL: imageURL,
            isFavorite: isFavorite,
            isQuick: isQuick
        )
    }
}

extension RecipeDifficulty {

    var displayName: String {
        switch self {
        case .easy: return "Easy"
        case .medium: return "Medium"
        case .hard: return "Hard"
        }
    }
}
