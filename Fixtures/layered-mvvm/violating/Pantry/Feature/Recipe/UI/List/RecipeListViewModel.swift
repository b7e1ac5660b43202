import Foundation
import Observation

/**
 * ViewModel of the Recipe List Screen
 *
 * Holds the screen state and forwards user intents to use cases. Persistence
 * (SwiftData ModelContext, UserDefaults) and networking (URLSession, JSONDecoder)
 * are the repositories' job: this class only knows use case protocols.
 */
@Observable
@MainActor
final class RecipeListViewModel {

    // MARK: - Public Properties

    private(set) var uiState = RecipeListUiState()
    /// Not `private(set)`: RecipeListViewModel+Sharing.swift sets it too.
    var navigationEvent: RecipeListNavigationEvent?

    // MARK: - Private Properties

    private let getRecipesUseCase: GetRecipesUseCaseProtocol
    private let toggleFavoriteRecipeUseCase: ToggleFavoriteRecipeUseCaseProtocol
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var favoriteTask: Task<Void, Never>?

    private static let searchDebounce: Duration = .milliseconds(300)

    // MARK: - Initialization

    init(
        getRecipesUseCase: GetRecipesUseCaseProtocol,
        toggleFavoriteRecipeUseCase: ToggleFavoriteRecipeUseCaseProtocol
    ) {
        self.getRecipesUseCase = getRecipesUseCase
        self.toggleFavoriteRecipeUseCase = toggleFavoriteRecipeUseCase
    }

    deinit {
        loadTask?.cancel()
        favoriteTask?.cancel()
    }

    // MARK: - Public Functions

    func loadRecipes() {
        let query = uiState.searchQuery
        loadTask?.cancel()
        loadTask = Task {
            await performLoadRecipes(query: query)
        }
    }

    func onSearchQueryChange(_ query: String) {
        guard query != uiState.searchQuery else { return }
        uiState = uiState.copy(searchQuery: query)
        UserDefaults.standard.set(query, forKey: "recipeList.lastSearchQuery")

        loadTask?.cancel()
        loadTask = Task {
            try? await Task.sleep(for: Self.searchDebounce)
            guard !Task.isCancelled else { return }
            await performLoadRecipes(query: query)
        }
    }

    func onRecipeTap(_ recipeId: String) {
        navigationEvent = .detail(recipeId: recipeId)
    }

    func onFavoriteTap(_ recipeId: String) {
        favoriteTask?.cancel()
        favoriteTask = Task {
            await performToggleFavorite(recipeId: recipeId)
        }
    }

    func onRetryTap() {
        loadRecipes()
    }

    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    // MARK: - Private Functions

    private func performLoadRecipes(query: String) async {
        uiState = uiState.copy(isLoading: true, error: .some(nil))

        do {
            let recipes = try await getRecipesUseCase.execute(query: query)
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(
                recipes: recipes.map { $0.toUiModel() },
                isLoading: false
            )
        } catch is CancellationError {
            return
        } catch {
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(isLoading: false, error: error.toUiError())
        }
    }

    private func performToggleFavorite(recipeId: String) async {
        do {
            let updatedRecipe = try await toggleFavoriteRecipeUseCase.execute(recipeId: recipeId).toUiModel()
            uiState = uiState.copy(
                recipes: uiState.recipes.map { $0.id == updatedRecipe.id ? updatedRecipe : $0 }
            )
        } catch is CancellationError {
            return
        } catch {
            navigationEvent = .showError(error.toUiError())
        }
    }
}
