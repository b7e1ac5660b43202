import Foundation

/**
 * UseCase Protocol for managing a shopping list: rename it, duplicate it, clear its checked items
 */
protocol ManageShoppingListUseCaseProtocol {
    func rename(listId: String, to name: String) async throws -> ShoppingList
    func duplicate(listId: String) async throws -> ShoppingList
    func clearCheckedItems(listId: String) async throws -> ShoppingList
}

/**
 * UseCase for managing a shopping list
 *
 * Holds the repository class itself: writing a whole list is not part of
 * ShoppingListRepositoryProtocol yet.
 */
final class ManageShoppingListUseCase: ManageShoppingListUseCaseProtocol {

    // MARK: - Private Properties

    private let shoppingListRepository: ShoppingListRepository
    private let now: () -> Date
    private let makeId: () -> String

    // MARK: - Initialization

    init(
        shoppingListRepository: ShoppingListRepository,
        now: @escaping () -> Date = Date.init,
        makeId: @escaping () -> String = { UUID().uuidString }
    ) {
        self.shoppingListRepository = shoppingListRepository
        self.now = now
        self.makeId = makeId
    }

    // MARK: - Public Functions

    func rename(listId: String, to name: String) async throws -> ShoppingList {
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedName.isEmpty else {
            throw AppError.data(.validation("Give the list a name"))
        }

        let list = try await shoppingListRepository.getShoppingList(listId: listId)
        return try await shoppingListRepository.saveShoppingList(
            ShoppingList(
                id: list.id,
                name: trimmedName,
                createdAt: list.createdAt,
                items: list.items,
                sourceRecipeId: list.sourceRecipeId
            )
        )
    }

    func duplicate(listId: String) async throws -> ShoppingList {
        let list = try await shoppingListRepository.getShoppingList(listId: listId)
        let copy = ShoppingList(
            id: makeId(),
            name: "\(list.name) (copy)",
            createdAt: now(),
            items: list.items.map { item in
                ShoppingItem(id: makeId(), name: item.name, quantity: item.quantity, unit: item.unit, isChecked: false)
            },
            sourceRecipeId: list.sourceRecipeId
        )
        return try await shoppingListRepository.createShoppingList(copy)
    }

    func clearCheckedItems(listId: String) async throws -> ShoppingList {
        let list = try await shoppingListRepository.getShoppingList(listId: listId)
        return try await shoppingListRepository.saveShoppingList(
            ShoppingList(
                id: list.id,
                name: list.name,
                createdAt: list.createdAt,
                items: list.items.filter { !$0.isChecked },
                sourceRecipeId: list.sourceRecipeId
            )
        )
    }
}
