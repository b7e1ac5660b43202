import Foundation

/**
 * Shopping list model for the UI layer
 */
struct ShoppingListUiModel: Equatable, Identifiable {
    let id: String
    let name: String
    let subtitle: String
    let isCompleted: Bool
    let items: [ShoppingItemUiModel]
}

/**
 * Shopping list item model for the UI layer
 */
struct ShoppingItemUiModel: Equatable, Identifiable {
    let id: String
    let name: String
    let amountText: String
    let isChecked: Bool
}

// MARK: - Domain → UI

extension ShoppingList {

    func toUiModel(dateFormatter: DateFormatter = .pantryMediumDate) -> ShoppingListUiModel {
        let progressText = isCompleted
            ? "All done"
            : "\(items.count - remainingCount) of \(items.count) in the basket"

        return ShoppingListUiModel(
            id: id,
            name: name,
            subtitle: "\(dateFormatter.string(from: createdAt)) · \(progressText)",
            isCompleted: isCompleted,
            items: items.map { $0.toUiModel() }
        )
    }
}

extension ShoppingItem {

    func toUiModel() -> ShoppingItemUiModel {
        ShoppingItemUiModel(
            id: id,
            name: name,
            amountText: unit.amountText(quantity),
            isChecked: isChecked
        )
    }
}
