import Foundation
import Observation

/**
 * ViewModel of the Shopping List Screen
 */
@Observable
@MainActor
final class ShoppingListViewModel {

    // MARK: - Public Properties

    private(set) var uiState = ShoppingListUiState()
    private(set) var navigationEvent: ShoppingListNavigationEvent?

    // MARK: - Private Properties

    private let getShoppingListsUseCase: GetShoppingListsUseCaseProtocol
    private let toggleShoppingItemUseCase: ToggleShoppingItemUseCaseProtocol
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var toggleTask: Task<Void, Never>?

    // MARK: - Initialization

    init(
        getShoppingListsUseCase: GetShoppingListsUseCaseProtocol,
        toggleShoppingItemUseCase: ToggleShoppingItemUseCaseProtocol
    ) {
        self.getShoppingListsUseCase = getShoppingListsUseCase
        self.toggleShoppingItemUseCase = toggleShoppingItemUseCase
    }

    deinit {
        loadTask?.cancel()
        toggleTask?.cancel()
    }

    // MARK: - Public Functions

    func loadLists() {
        loadTask?.cancel()
        loadTask = Task {
            await performLoadLists()
        }
    }

    /**
     * Pull to refresh: same as `loadLists()`, but the caller waits for the result
     */
    func onPullToRefresh() async {
        loadLists()
        await loadTask?.value
    }

    func onItemToggle(listId: String, itemId: String) {
        toggleTask?.cancel()
        toggleTask = Task {
            await performToggleItem(listId: listId, itemId: itemId)
        }
    }

    func onRetryTap() {
        loadLists()
    }

    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    // MARK: - Private Functions

    private func performLoadLists() async {
        uiState = uiState.copy(isLoading: true, error: .some(nil))

        do {
            let lists = try await getShoppingListsUseCase.execute()
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(lists: lists.map { $0.toUiModel() }, isLoading: false)
        } catch is CancellationError {
            return
        } catch {
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(isLoading: false, error: error.toUiError())
        }
    }

    private func performToggleItem(listId: String, itemId: String) async {
        do {
            let updatedList = try await toggleShoppingItemUseCase.execute(listId: listId, itemId: itemId).toUiModel()
            uiState = uiState.copy(
                lists: uiState.lists.map { $0.id == updatedList.id ? updatedList : $0 }
            )
        } catch is CancellationError {
            return
        } catch {
            navigationEvent = .showError(error.toUiError())
        }
    }
}
