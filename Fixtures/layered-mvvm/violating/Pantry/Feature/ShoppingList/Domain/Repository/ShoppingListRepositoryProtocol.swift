import Foundation

/**
 * Shopping List Repository Protocol
 */
protocol ShoppingListRepositoryProtocol {
    func getShoppingLists() async throws -> [ShoppingList]
    func getShoppingList(listId: String) async throws -> ShoppingList
    func createShoppingList(_ list: ShoppingList) async throws -> ShoppingList

    /**
     * Checks or unchecks one item. Only that item is written, so toggling two items
     * of the same list concurrently cannot lose either change.
     */
    func updateShoppingItem(listId: String, itemId: String, isChecked: Bool) async throws -> ShoppingList
}
