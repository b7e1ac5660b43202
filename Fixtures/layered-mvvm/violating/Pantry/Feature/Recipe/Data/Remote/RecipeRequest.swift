import Foundation

/**
 * Body of `PATCH /recipes/{id}`
 *
 * Recipes are curated on the server; the only field the app may change is the
 * user's favorite flag.
 */
struct RecipeRequest: Encodable {
    let isFavorite: Bool

    enum CodingKeys: String, CodingKey {
        case isFavorite = "is_favorite"
    }
}
