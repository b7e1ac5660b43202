import Foundation

/**
 * UseCase Protocol for removing an item from the pantry
 */
protocol DeletePantryItemUseCaseProtocol {
    func execute(itemId: String) async throws
}

/**
 * UseCase for removing an item from the pantry
 */
final class DeletePantryItemUseCase: DeletePantryItemUseCaseProtocol {

    // MARK: - Private Properties

    private let pantryRepository: PantryRepositoryProtocol

    // MARK: - Initialization

    init(pantryRepository: PantryRepositoryProtocol) {
        self.pantryRepository = pantryRepository
    }

    // MARK: - Public Functions

    func execute(itemId: String) async throws {
        try await pantryRepository.deletePantryItem(itemId: itemId)
    }
}
