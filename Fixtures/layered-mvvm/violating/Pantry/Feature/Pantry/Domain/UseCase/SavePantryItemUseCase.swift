import Foundation

/**
 * UseCase Protocol for adding or editing a pantry item
 */
protocol SavePantryItemUseCaseProtocol {
    func execute(_ draft: PantryItemDraft) async throws -> PantryItem
}

/**
 * UseCase for adding or editing a pantry item
 *
 * Validates the draft, keeps the original "added" date of an edited item and gives
 * new items a client-side id, so they can be saved offline.
 */
final class SavePantryItemUseCase: SavePantryItemUseCaseProtocol {

    // MARK: - Private Properties

    private let pantryRepository: PantryRepositoryProtocol
    private let now: () -> Date
    private let makeId: () -> String

    // MARK: - Initialization

    init(
        pantryRepository: PantryRepositoryProtocol,
        now: @escaping () -> Date = Date.init,
        makeId: @escaping () -> String = { UUID().uuidString }
    ) {
        self.pantryRepository = pantryRepository
        self.now = now
        self.makeId = makeId
    }

    // MARK: - Public Functions

    func execute(_ draft: PantryItemDraft) async throws -> PantryItem {
        let name = try validate(draft)

        guard let itemId = draft.id else {
            let newItem = makeItem(id: makeId(), name: name, draft: draft, addedAt: now())
            return try await pantryRepository.createPantryItem(newItem)
        }

        let existingItem = try await pantryRepository.getPantryItem(itemId: itemId)
        let updatedItem = makeItem(id: itemId, name: name, draft: draft, addedAt: existingItem.addedAt)
        return try await pantryRepository.updatePantryItem(updatedItem)
    }

    /**
     * Checks the draft before saving
     *
     * Internal rather than private, so the tests can check the rules without a repository.
     *
     * - Returns: the trimmed name.
     */
    func validate(_ draft: PantryItemDraft) throws -> String {
        let name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw AppError.data(.validation("Give the item a name"))
        }
        guard draft.quantity > 0 else {
            throw AppError.data(.validation("The quantity must be more than zero"))
        }
        return name
    }

    // MARK: - Private Functions

    private func makeItem(id: String, name: String, draft: PantryItemDraft, addedAt: Date) -> PantryItem {
        PantryItem(
            id: id,
            name: name,
            quantity: draft.quantity,
            unit: draft.unit,
            category: draft.category,
            expiresOn: draft.expiresOn,
            addedAt: addedAt
        )
    }
}
