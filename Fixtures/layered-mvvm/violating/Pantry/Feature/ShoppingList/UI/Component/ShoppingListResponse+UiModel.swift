import Foundation

// A list shared by someone else is shown straight from the API response: it is not
// one of the user's lists, so it never goes through the repository.
extension ShoppingListResponse {

    func toUiModel() -> ShoppingListUiModel {
        let checkedCount = items.filter(\.isChecked).count
        return ShoppingListUiModel(
            id: id,
            name: name,
            subtitle: "Shared list · \(checkedCount) of \(items.count) in the basket",
            isCompleted: !items.isEmpty && checkedCount == items.count,
            items: items.map { item in
                ShoppingItemUiModel(
                    id: item.id,
                    name: item.name,
                    amountText: "\(item.quantity.formatted()) \(item.unit)",
                    isChecked: item.isChecked
                )
            }
        )
    }
}
