import Foundation

/**
 * API Response model of `GET /shopping-lists` and `PUT /shopping-lists/{id}`
 */
struct ShoppingListResponse: Decodable {
    let id: String
    let name: String
    let createdAt: Date
    let sourceRecipeId: String?
    let items: [ItemResponse]

    enum CodingKeys: String, CodingKey {
        case id, name, items
        case createdAt = "created_at"
        case sourceRecipeId = "source_recipe_id"
    }

    struct ItemResponse: Decodable {
        let id: String
        let name: String
        let quantity: Double
        let unit: String
        let isChecked: Bool

        enum CodingKeys: String, CodingKey {
            case id, name, quantity, unit
            case isChecked = "is_checked"
        }
    }
}
