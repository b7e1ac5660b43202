import Foundation
import Observation

/**
 * ViewModel of the Pantry Item Edit Screen (add or edit one item)
 *
 * Reading one item is a plain repository call, so the ViewModel uses
 * PantryRepositoryProtocol directly ("direct Repository call is fine for simple
 * cases"); saving has business rules and goes through SavePantryItemUseCase.
 *
 * Everything the screen calls is in the @MainActor extension below.
 */
@Observable
final class PantryItemEditViewModel {

    // MARK: - Public Properties

    private(set) var uiState: PantryItemEditUiState
    private(set) var navigationEvent: PantryItemEditNavigationEvent?

    // MARK: - Private Properties

    private let itemId: String?
    private let pantryRepository: PantryRepositoryProtocol
    private let savePantryItemUseCase: SavePantryItemUseCaseProtocol
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var saveTask: Task<Void, Never>?

    // MARK: - Initialization

    /**
     * - Parameter itemId: the item to edit, or `nil` to add a new one.
     */
    init(
        itemId: String?,
        pantryRepository: PantryRepositoryProtocol,
        savePantryItemUseCase: SavePantryItemUseCaseProtocol
    ) {
        self.itemId = itemId
        self.pantryRepository = pantryRepository
        self.savePantryItemUseCase = savePantryItemUseCase
        self.uiState = PantryItemEditUiState(itemId: itemId, isLoading: itemId != nil)
    }

    deinit {
        loadTask?.cancel()
        saveTask?.cancel()
    }
}

@MainActor
extension PantryItemEditViewModel {

    // MARK: - Public Functions

    func loadItem() {
        guard let itemId else { return }

        loadTask?.cancel()
        loadTask = Task {
            await performLoadItem(itemId: itemId)
        }
    }

    func onFieldChange(_ change: PantryItemEditUiState.FieldChange) {
        uiState = uiState.applying(change)
    }

    func onSaveTap() {
        guard uiState.isSaveEnabled else { return }

        saveTask?.cancel()
        saveTask = Task {
            await performSave()
        }
    }

    func onRetryTap() {
        loadItem()
    }

    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    // MARK: - Private Functions

    private func performLoadItem(itemId: String) async {
        uiState = uiState.copy(isLoading: true, error: .some(nil))

        do {
            let item = try await pantryRepository.getPantryItem(itemId: itemId)
            guard !Task.isCancelled else { return }
            uiState = item.toEditUiState()
        } catch is CancellationError {
            return
        } catch {
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(isLoading: false, error: error.toUiError())
        }
    }

    private func performSave() async {
        uiState = uiState.copy(isSaving: true)

        do {
            _ = try await savePantryItemUseCase.execute(uiState.toDraft())
            uiState = uiState.copy(isSaving: false)
            navigationEvent = .dismiss
        } catch is CancellationError {
            uiState = uiState.copy(isSaving: false)
        } catch {
            uiState = uiState.copy(isSaving: false)
            navigationEvent = .showError(error.toUiError())
        }
    }
}
