import Foundation

/**
 * UseCase Protocol for the shopping lists
 */
protocol GetShoppingListsUseCaseProtocol {
    func execute() async throws -> [ShoppingList]
}

/**
 * UseCase for the shopping lists: open lists first, newest first
 */
final class GetShoppingListsUseCase: GetShoppingListsUseCaseProtocol {

    // MARK: - Private Properties

    private let shoppingListRepository: ShoppingListRepositoryProtocol

    // MARK: - Initialization

    init(shoppingListRepository: ShoppingListRepositoryProtocol) {
        self.shoppingListRepository = shoppingListRepository
    }

    // MARK: - Public Functions

    func execute() async throws -> [ShoppingList] {
        try await shoppingListRepository.getShoppingLists().sorted { lhs, rhs in
            if lhs.isCompleted != rhs.isCompleted {
                return !lhs.isCompleted
            }
            return lhs.createdAt > rhs.createdAt
        }
    }
}
