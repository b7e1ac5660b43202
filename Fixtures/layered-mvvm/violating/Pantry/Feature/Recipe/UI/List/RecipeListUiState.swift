import Foundation

/**
 * UI state of the Recipe List Screen
 */
struct RecipeListUiState: Equatable {

    // MARK: - Properties

    let recipes: [RecipeUiModel]
    let searchQuery: String
    let isLoading: Bool
    let error: UiError?

    // MARK: - Derived Properties

    var hasContent: Bool {
        !recipes.isEmpty
    }

    var isEmpty: Bool {
        recipes.isEmpty && !isLoading && error == nil
    }

    var isSearching: Bool {
        !searchQuery.isEmpty
    }

    // MARK: - Initialization

    init(
        recipes: [RecipeUiModel] = [],
        searchQuery: String = "",
        isLoading: Bool = false,
        error: UiError? = nil
    ) {
        self.recipes = recipes
        self.searchQuery = searchQuery
        self.isLoading = isLoading
        self.error = error
    }

    // MARK: - Copy Function

    /// `error: .some(nil)` clears the error; leaving it out keeps the current one.
    func copy(
        recipes: [RecipeUiModel]? = nil,
        searchQuery: String? = nil,
        isLoading: Bool? = nil,
        error: UiError?? = nil
    ) -> RecipeListUiState {
        RecipeListUiState(
            recipes: recipes ?? self.recipes,
            searchQuery: searchQuery ?? self.searchQuery,
            isLoading: isLoading ?? self.isLoading,
            error: error ?? self.error
        )
    }
}

/**
 * One-shot events of the Recipe List Screen (navigation, alerts)
 */
enum RecipeListNavigationEvent: Equatable {
    case detail(recipeId: String)
    case share(URL)
    case showError(UiError)
}
