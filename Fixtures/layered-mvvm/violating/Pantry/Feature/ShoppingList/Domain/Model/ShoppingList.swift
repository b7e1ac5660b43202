import Foundation
#if canImport(UIKit)
import UIKit
#endif

/**
 * A shopping list, usually created from the missing ingredients of a recipe
 */
struct ShoppingList: Equatable, Identifiable {
    let id: String
    let name: String
    let createdAt: Date
    let items: [ShoppingItem]
    /// The recipe the list was made for, if any.
    let sourceRecipeId: String?

    // MARK: - Domain logic

    var remainingCount: Int {
        items.filter { !$0.isChecked }.count
    }

    var isCompleted: Bool {
        !items.isEmpty && remainingCount == 0
    }

    func item(itemId: String) -> ShoppingItem? {
        items.first { $0.id == itemId }
    }
}

/**
 * One line of a shopping list
 */
struct ShoppingItem: Equatable, Identifiable {
    let id: String
    let name: String
    let quantity: Double
    let unit: MeasurementUnit
    let isChecked: Bool
}

#if canImport(UIKit)
extension ShoppingList {

    /// Puts what is still to buy on the clipboard, one item per line.
    func copyRemainingItemsToPasteboard() {
        UIPasteboard.general.string = items
            .filter { !$0.isChecked }
            .map(\.name)
            .joined(separator: "\n")
    }
}
#endif
