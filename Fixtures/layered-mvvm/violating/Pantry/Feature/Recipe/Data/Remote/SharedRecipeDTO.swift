import Foundation

/**
 * A recipe shared from another device: the JSON a user copies with "Share recipe"
 */
struct SharedRecipeDTO: Codable {
    let version: Int
    let recipeId: String
    let title: String

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case recipeId = "recipe_id"
        case title
    }
}
