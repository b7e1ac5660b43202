import Foundation
// Domain models stay framework-free: no `import SwiftUI`, `import UIKit` or `import SwiftData` here.
// Presentation (durations, difficulty labels) lives in RecipeUiModel, persistence in RecipeEntity.

/**
 * Recipe (domain model)
 */
struct Recipe: Equatable, Identifiable {
    let id: String
    let title: String
    let summary: String
    let servings: Int
    let prepMinutes: Int
    let cookMinutes: Int
    let difficulty: RecipeDifficulty
    let ingredients: [RecipeIngredient]
    let steps: [String]
    let imageURL: URL?
    let isFavorite: Bool

    /// Recipes at or under this total time count as "quick".
    static let quickRecipeMaxMinutes = 30

    // MARK: - Domain logic

    var totalMinutes: Int {
        prepMinutes + cookMinutes
    }

    var isQuick: Bool {
        totalMinutes <= Self.quickRecipeMaxMinutes
    }

    /**
     * Whether the title or one of the ingredients contains `query` (case and accent insensitive)
     */
    func matches(query: String) -> Bool {
        title.localizedStandardContains(query)
            || ingredients.contains { $0.name.localizedStandardContains(query) }
    }

    func withFavorite(_ isFavorite: Bool) -> Recipe {
        Recipe(
            id: id,
            title: title,
            summary: summary,
            servings: servings,
            prepMinutes: prepMinutes,
            cookMinutes: cookMinutes,
            difficulty: difficulty,
            ingredients: ingredients,
            steps: steps,
            imageURL: imageURL,
            isFavorite: isFavorite
        )
    }
}

enum RecipeDifficulty: String, CaseIterable {
    case easy
    case medium
    case hard
}

struct RecipeIngredient: Equatable, Hashable {
    let name: String
    let quantity: Double
    let unit: MeasurementUnit
}

// MARK: - Share link

extension Recipe {

    /// Universal link that opens this recipe in the app on another device.
    var shareLink: URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "pantry.example.com"
        components.path = "/recipes/\(id)"
        return components.url
    }
}
