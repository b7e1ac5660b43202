import Foundation

/**
 * UseCase Protocol for checking off a shopping list item
 */
protocol ToggleShoppingItemUseCaseProtocol {
    func execute(listId: String, itemId: String) async throws -> ShoppingList
}

/**
 * UseCase for checking off (or un-checking) a shopping list item
 */
final class ToggleShoppingItemUseCase: ToggleShoppingItemUseCaseProtocol {

    // MARK: - Private Properties

    private let shoppingListRepository: ShoppingListRepositoryProtocol

    // MARK: - Initialization

    init(shoppingListRepository: ShoppingListRepositoryProtocol) {
        self.shoppingListRepository = shoppingListRepository
    }

    // MARK: - Public Functions

    /**
     * - Returns: the whole list after the change.
     */
    func execute(listId: String, itemId: String) async throws -> ShoppingList {
        let list = try await shoppingListRepository.getShoppingList(listId: listId)
        guard let item = list.item(itemId: itemId) else {
            throw AppError.data(.notFound("This item is no longer on “\(list.name)”"))
        }

        do {
            return try await shoppingListRepository.updateShoppingItem(
                listId: listId,
                itemId: itemId,
                isChecked: !item.isChecked
            )
        } catch let error as NSError where error.domain == NSURLErrorDomain {
            throw AppError.network(.noConnection)
        }
    }
}
