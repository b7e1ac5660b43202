import Foundation
import SwiftData

/**
 * SwiftData Entity of a shopping list, items included
 */
@Model
final class ShoppingListEntity {
    @Attribute(.unique) var id: String
    var name: String
    var createdAt: Date
    var sourceRecipeId: String?
    var items: [ItemRecord]
    /// Created or changed locally, not on the server yet.
    var isPendingSync: Bool

    init(
        id: String,
        name: String,
        createdAt: Date,
        sourceRecipeId: String?,
        items: [ItemRecord],
        isPendingSync: Bool
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.sourceRecipeId = sourceRecipeId
        self.items = items
        self.isPendingSync = isPendingSync
    }
}

extension ShoppingListEntity {

    /**
     * Stored as a Codable composite attribute, in list order.
     */
    struct ItemRecord: Codable, Hashable {
        var id: String
        var name: String
        var quantity: Double
        var unit: String
        var isChecked: Bool
    }
}
