import Foundation

/**
 * Body of `PUT /pantry/items/{id}`: creates the item or replaces it
 *
 * Ids are generated on the device, so the same request works for items created offline.
 */
struct PantryItemRequest: Encodable {
    let name: String
    let quantity: Double
    let unit: String
    let category: String
    let expiresOn: Date?
    let addedAt: Date

    enum CodingKeys: String, CodingKey {
        case name, quantity, unit, category
        case expiresOn = "expires_on"
        case addedAt = "added_at"
    }
}
