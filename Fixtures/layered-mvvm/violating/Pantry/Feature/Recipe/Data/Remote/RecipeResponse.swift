import Foundation

/**
 * API Response model of `GET /recipes` and `GET /recipes/{id}`
 */
struct RecipeResponse: Decodable {
    let id: String
    let title: String
    let summary: String?
    let servings: Int
    let prepMinutes: Int
    let cookMinutes: Int
    let difficulty: String
    let ingredients: [IngredientResponse]
    let steps: [String]
    let imageUrl: URL?
    let isFavorite: Bool

    enum CodingKeys: String, CodingKey {
        case id, title, summary, servings, difficulty, ingredients, steps
        case prepMinutes = "prep_minutes"
        case cookMinutes = "cook_minutes"
        case imageUrl = "image_url"
        case isFavorite = "is_favorite"
    }

    struct IngredientResponse: Decodable {
        let name: String
        let quantity: Double
        let unit: String
    }
}
