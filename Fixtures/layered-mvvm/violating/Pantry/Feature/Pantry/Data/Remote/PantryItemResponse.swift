import Foundation

/**
 * API Response model of `GET /pantry/items` and `PUT /pantry/items/{id}`
 */
struct PantryItemResponse: Decodable {
    let id: String
    let name: String
    let quantity: Double
    let unit: String
    let category: String
    let expiresOn: Date?
    let addedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name, quantity, unit, category
        case expiresOn = "expires_on"
        case addedAt = "added_at"
    }
}
