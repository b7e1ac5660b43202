import Foundation
import Observation

/**
 * ViewModel of the Pantry List Screen
 *
 * The list follows the repository: edits made in the editor sheet, deletions and
 * background syncs all arrive through ObservePantryItemsUseCase.
 *
 * Isolation is declared per method: every entry point the screen calls is @MainActor.
 */
@Observable
final class PantryListViewModel {

    // MARK: - Public Properties

    private(set) var uiState = PantryListUiState()
    private(set) var navigationEvent: PantryListNavigationEvent?

    // MARK: - Private Properties

    private let getPantryItemsUseCase: GetPantryItemsUseCaseProtocol
    private let observePantryItemsUseCase: ObservePantryItemsUseCaseProtocol
    private let deletePantryItemUseCase: DeletePantryItemUseCaseProtocol
    private let clearExpiredPantryItemsUseCase: ClearExpiredPantryItemsUseCaseProtocol
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var observeTask: Task<Void, Never>?
    @ObservationIgnored private var deleteTask: Task<Void, Never>?
    @ObservationIgnored private var clearTask: Task<Void, Never>?

    // MARK: - Initialization

    init(
        getPantryItemsUseCase: GetPantryItemsUseCaseProtocol,
        observePantryItemsUseCase: ObservePantryItemsUseCaseProtocol,
        deletePantryItemUseCase: DeletePantryItemUseCaseProtocol,
        clearExpiredPantryItemsUseCase: ClearExpiredPantryItemsUseCaseProtocol
    ) {
        self.getPantryItemsUseCase = getPantryItemsUseCase
        self.observePantryItemsUseCase = observePantryItemsUseCase
        self.deletePantryItemUseCase = deletePantryItemUseCase
        self.clearExpiredPantryItemsUseCase = clearExpiredPantryItemsUseCase
    }

    deinit {
        loadTask?.cancel()
        observeTask?.cancel()
        deleteTask?.cancel()
        clearTask?.cancel()
    }

    // MARK: - Public Functions

    @MainActor
    func loadItems() {
        restartObserving()

        loadTask?.cancel()
        loadTask = Task {
            await performLoadItems()
        }
    }

    @MainActor
    func onAddTap() {
        navigationEvent = .addItem
    }

    @MainActor
    func onItemTap(_ itemId: String) {
        navigationEvent = .editItem(itemId: itemId)
    }

    /**
     * Cancelling an earlier deletion is harmless: the repository marks the item as
     * deleted locally before it calls the API, and the next sync finishes the job.
     */
    @MainActor
    func onDeleteItem(_ itemId: String) {
        deleteTask?.cancel()
        deleteTask = Task {
            await performDeleteItem(itemId: itemId)
        }
    }

    /**
     * Removes every expired item in one go. The use case deletes in bulk; this
     * ViewModel never holds a ModelContext or a FileManager itself.
     */
    @MainActor
    func onClearExpiredTap() {
        clearTask?.cancel()
        clearTask = Task {
            do {
                _ = try await clearExpiredPantryItemsUseCase.execute()
            } catch is CancellationError {
                return
            } catch {
                navigationEvent = .showError(error.toUiError())
            }
        }
    }

    @MainActor
    func onRetryTap() {
        loadItems()
    }

    @MainActor
    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    // MARK: - Private Functions

    /// The publisher replays its current value, so a fresh subscription loses nothing.
    @MainActor
    private func restartObserving() {
        observeTask?.cancel()
        observeTask = Task { [weak self, observePantryItemsUseCase] in
            for await items in observePantryItemsUseCase.execute() {
                self?.showItems(items)
            }
        }
    }

    @MainActor
    private func performLoadItems() async {
        uiState = uiState.copy(isLoading: true, error: .some(nil))

        do {
            let items = try await getPantryItemsUseCase.execute()
            guard !Task.isCancelled else { return }
            showItems(items)
            uiState = uiState.copy(isLoading: false)
        } catch is CancellationError {
            return
        } catch {
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(isLoading: false, error: error.toUiError())
        }
    }

    @MainActor
    private func performDeleteItem(itemId: String) async {
        do {
            try await deletePantryItemUseCase.execute(itemId: itemId)
        } catch is CancellationError {
            return
        } catch {
            navigationEvent = .showError(error.toUiError())
        }
    }

    @MainActor
    private func showItems(_ items: [PantryItem]) {
        uiState = uiState.copy(sections: PantryListSectionUiModel.sections(from: items))
    }
}
