import Foundation

/**
 * UseCase Protocol for loading the pantry
 */
protocol GetPantryItemsUseCaseProtocol {
    func execute() async throws -> [PantryItem]
}

/**
 * UseCase for loading the pantry, most urgent items first
 */
final class GetPantryItemsUseCase: GetPantryItemsUseCaseProtocol {

    // MARK: - Private Properties

    private let pantryRepository: PantryRepositoryProtocol

    // MARK: - Initialization

    init(pantryRepository: PantryRepositoryProtocol) {
        self.pantryRepository = pantryRepository
    }

    // MARK: - Public Functions

    func execute() async throws -> [PantryItem] {
        try await pantryRepository.getPantryItems().sorted(by: PantryItem.expiryOrder)
    }
}
