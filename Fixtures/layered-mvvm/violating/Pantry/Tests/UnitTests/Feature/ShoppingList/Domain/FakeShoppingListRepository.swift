import Foundation
@testable import Pantry

/**
 * Fake Repository (test implementation with state)
 */
final class FakeShoppingListRepository: ShoppingListRepositoryProtocol {

    // MARK: - Stubs

    var lists: [ShoppingList] = []
    var stubbedError: AppError?

    // MARK: - ShoppingListRepositoryProtocol

    func getShoppingLists() async throws -> [ShoppingList] {
        try throwIfStubbed()
        return lists
    }

    func getShoppingList(listId: String) async throws -> ShoppingList {
        try throwIfStubbed()
        guard let list = lists.first(where: { $0.id == listId }) else {
            throw AppError.data(.notFound("Shopping list not found: \(listId)"))
        }
        return list
    }

    func createShoppingList(_ list: ShoppingList) async throws -> ShoppingList {
        try throwIfStubbed()
        lists.append(list)
        return list
    }

    func updateShoppingItem(listId: String, itemId: String, isChecked: Bool) async throws -> ShoppingList {
        let list = try await getShoppingList(listId: listId)
        let updatedList = ShoppingList(
            id: list.id,
            name: list.name,
            createdAt: list.createdAt,
            items: list.items.map { item in
                guard item.id == itemId else { return item }
                return ShoppingItem(id: item.id, name: item.name, quantity: item.quantity, unit: item.unit, isChecked: isChecked)
            },
            sourceRecipeId: list.sourceRecipeId
        )
        lists = lists.map { $0.id == listId ? updatedList : $0 }
        return updatedList
    }

    // MARK: - Private Functions

    private func throwIfStubbed() throws {
        if let stubbedError {
            throw stubbedError
        }
    }
}

/**
 * Stub generators for testing
 */
extension ShoppingList {

    static func stub(
        id: String = UUID().uuidString,
        name: String = "Weekly shop",
        createdAt: Date = Date(timeIntervalSince1970: 1_750_000_000),
        items: [ShoppingItem] = []
    ) -> ShoppingList {
        ShoppingList(id: id, name: name, createdAt: createdAt, items: items, sourceRecipeId: nil)
    }
}

extension ShoppingItem {

    static func stub(
        id: String = UUID().uuidString,
        name: String = "Milk",
        isChecked: Bool = false
    ) -> ShoppingItem {
        ShoppingItem(id: id, name: name, quantity: 1, unit: .liter, isChecked: isChecked)
    }
}
