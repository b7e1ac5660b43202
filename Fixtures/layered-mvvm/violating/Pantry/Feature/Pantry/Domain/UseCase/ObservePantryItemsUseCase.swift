import Foundation
import Combine

/**
 * UseCase Protocol for following changes of the pantry
 */
protocol ObservePantryItemsUseCaseProtocol {
    func execute() -> AsyncStream<[PantryItem]>
}

/**
 * UseCase for following changes of the pantry
 *
 * Bridges the repository's Combine publisher to an AsyncStream, sorted like
 * GetPantryItemsUseCase. The stream ends when the consuming task is cancelled.
 */
final class ObservePantryItemsUseCase: ObservePantryItemsUseCaseProtocol {

    // MARK: - Private Properties

    private let pantryRepository: PantryRepositoryProtocol

    // MARK: - Initialization

    init(pantryRepository: PantryRepositoryProtocol) {
        self.pantryRepository = pantryRepository
    }

    // MARK: - Public Functions

    func execute() -> AsyncStream<[PantryItem]> {
        let publisher = pantryRepository.pantryItemsPublisher
            .map { $0.sorted(by: PantryItem.expiryOrder) }

        return AsyncStream { continuation in
            let cancellable = publisher.sink { items in
                continuation.yield(items)
            }
            continuation.onTermination = { _ in
                cancellable.cancel()
            }
        }
    }
}
