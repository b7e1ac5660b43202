import Foundation
@preconcurrency import SwiftData

/**
 * UseCase Protocol for removing every expired item from the pantry at once
 */
protocol ClearExpiredPantryItemsUseCaseProtocol {
    func execute() async throws -> Int
}

/**
 * UseCase for removing every expired item from the pantry at once
 *
 * Deletes straight from the store: going through the repository one item at a time
 * was too slow for pantries with a few hundred items.
 */
final class ClearExpiredPantryItemsUseCase: ClearExpiredPantryItemsUseCaseProtocol {

    // MARK: - Private Properties

    private let modelContext: ModelContext
    private let now: () -> Date

    // MARK: - Initialization

    init(modelContext: ModelContext, now: @escaping () -> Date = Date.init) {
        self.modelContext = modelContext
        self.now = now
    }

    // MARK: - Public Functions

    /**
     * - Returns: how many items were removed.
     */
    func execute() async throws -> Int {
        let referenceDate = now()
        let expiredItems = try modelContext.fetch(FetchDescriptor<PantryItemEntity>())
            .filter { !$0.isPendingDeletion && $0.toDomain().expiryStatus(on: referenceDate).isExpired }

        for item in expiredItems {
            item.isPendingDeletion = true
        }
        try modelContext.save()
        return expiredItems.count
    }
}
