import Foundation
import SwiftData

/**
 * SwiftData Entity of a pantry item
 *
 * The two sync flags make the pantry usable offline: local changes are written at
 * once and pushed to the API by the next sync.
 */
@Model
final class PantryItemEntity {
    @Attribute(.unique) var id: String
    var name: String
    var quantity: Double
    var unit: String
    var category: String
    var expiresOn: Date?
    var addedAt: Date
    /// Created or edited locally, not on the server yet.
    var isPendingSync: Bool
    /// Deleted locally, the server still has it. Hidden from every query.
    var isPendingDeletion: Bool

    init(
        id: String,
        name: String,
        quantity: Double,
        unit: String,
        category: String,
        expiresOn: Date?,
        addedAt: Date,
        isPendingSync: Bool,
        isPendingDeletion: Bool = false
    ) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.category = category
        self.expiresOn = expiresOn
        self.addedAt = addedAt
        self.isPendingSync = isPendingSync
        self.isPendingDeletion = isPendingDeletion
    }
}
