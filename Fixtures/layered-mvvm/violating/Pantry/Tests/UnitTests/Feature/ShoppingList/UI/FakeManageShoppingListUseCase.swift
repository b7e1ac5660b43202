import Foundation
@testable import Pantry

/**
 * Stands in for ManageShoppingListUseCase, which needs the concrete repository
 */
final class FakeManageShoppingListUseCase: ManageShoppingListUseCaseProtocol {

    var result = ShoppingList(id: "list", name: "Weekly shop", createdAt: Date(), items: [], sourceRecipeId: nil)
    private(set) var calls: [String] = []

    func rename(listId: String, to name: String) async throws -> ShoppingList {
        calls.append("rename \(listId) \(name)")
        return result
    }

    func duplicate(listId: String) async throws -> ShoppingList {
        calls.append("duplicate \(listId)")
        return result
    }

    func clearCheckedItems(listId: String) async throws -> ShoppingList {
        calls.append("clearCheckedItems \(listId)")
        return result
    }
}
