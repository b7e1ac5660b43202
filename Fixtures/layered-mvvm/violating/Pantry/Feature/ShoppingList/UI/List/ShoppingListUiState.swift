import Foundation

/**
 * UI state of the Shopping List Screen
 */
struct ShoppingListUiState: Equatable {

    // MARK: - Properties

    let lists: [ShoppingListUiModel]
    let isLoading: Bool
    let error: UiError?

    // MARK: - Derived Properties

    var hasContent: Bool {
        !lists.isEmpty
    }

    var isEmpty: Bool {
        lists.isEmpty && !isLoading && error == nil
    }

    // MARK: - Initialization

    init(
        lists: [ShoppingListUiModel] = [],
        isLoading: Bool = false,
        error: UiError? = nil
    ) {
        self.lists = lists
        self.isLoading = isLoading
        self.error = error
    }

    // MARK: - Copy Function

    func copy(
        lists: [ShoppingListUiModel]? = nil,
        isLoading: Bool? = nil,
        error: UiError?? = nil
    ) -> ShoppingListUiState {
        ShoppingListUiState(
            lists: lists ?? self.lists,
            isLoading: isLoading ?? self.isLoading,
            error: error ?? self.error
        )
    }
}

/**
 * One-shot events of the Shopping List Screen (alerts)
 */
enum ShoppingListNavigationEvent: Equatable {
    case share(text: String)
    case showError(UiError)
}
