import Foundation
import SwiftData

/**
 * SwiftData Entity: cached copy of a recipe from the API
 */
@Model
final class RecipeEntity {
    @Attribute(.unique) var id: String
    var title: String
    var summary: String
    var servings: Int
    var prepMinutes: Int
    var cookMinutes: Int
    var difficulty: String
    var ingredients: [IngredientRecord]
    var steps: [String]
    var imageURL: URL?
    var isFavorite: Bool
    var cachedAt: Date

    init(
        id: String,
        title: String,
        summary: String,
        servings: Int,
        prepMinutes: Int,
        cookMinutes: Int,
        difficulty: String,
        ingredients: [IngredientRecord],
        steps: [String],
        imageURL: URL?,
        isFavorite: Bool,
        cachedAt: Date
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.difficulty = difficulty
        self.ingredients = ingredients
        self.steps = steps
        self.imageURL = imageURL
        self.isFavorite = isFavorite
        self.cachedAt = cachedAt
    }
}

extension RecipeEntity {

    /**
     * Stored as a Codable composite attribute: an ingredient has no identity of its own.
     */
    struct IngredientRecord: Codable, Hashable {
        var name: String
        var quantity: Double
        var unit: String
    }
}
