import Foundation

/**
 * Body of `PUT /shopping-lists/{id}`: creates the list or replaces it
 */
struct ShoppingListRequest: Encodable {
    let name: String
    let createdAt: Date
    let sourceRecipeId: String?
    let items: [Item]

    enum CodingKeys: String, CodingKey {
        case name, items
        case createdAt = "created_at"
        case sourceRecipeId = "source_recipe_id"
    }

    struct Item: Encodable {
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
