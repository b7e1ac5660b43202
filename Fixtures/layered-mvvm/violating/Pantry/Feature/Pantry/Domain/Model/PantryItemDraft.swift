import Foundation

/**
 * What the user entered in the pantry editor, before validation
 */
struct PantryItemDraft: Equatable {
    /// `nil` for a new item.
    let id: String?
    let name: String
    let quantity: Double
    let unit: MeasurementUnit
    let category: PantryCategory
    let expiresOn: Date?
}
