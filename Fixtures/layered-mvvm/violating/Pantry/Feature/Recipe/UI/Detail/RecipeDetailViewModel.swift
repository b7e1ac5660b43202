import Foundation
import Observation
import SwiftData

/**
 * ViewModel of the Recipe Detail Screen
 */
@Observable
@MainActor
final class RecipeDetailViewModel {

    // MARK: - Public Properties

    private(set) var uiState = RecipeDetailUiState()
    private(set) var navigationEvent: RecipeDetailNavigationEvent?

    // MARK: - Private Properties

    private let recipeId: String
    private let getRecipeDetailUseCase: GetRecipeDetailUseCaseProtocol
    private let createShoppingListFromRecipeUseCase: CreateShoppingListFromRecipeUseCaseProtocol
    private let apiClient: APIClientProtocol
    private let modelContext: ModelContext
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var shoppingListTask: Task<Void, Never>?
    @ObservationIgnored private var cookedTask: Task<Void, Never>?

    // MARK: - Initialization

    init(
        recipeId: String,
        getRecipeDetailUseCase: GetRecipeDetailUseCaseProtocol,
        createShoppingListFromRecipeUseCase: CreateShoppingListFromRecipeUseCaseProtocol,
        apiClient: APIClientProtocol,
        modelContext: ModelContext
    ) {
        self.recipeId = recipeId
        self.getRecipeDetailUseCase = getRecipeDetailUseCase
        self.createShoppingListFromRecipeUseCase = createShoppingListFromRecipeUseCase
        self.apiClient = apiClient
        self.modelContext = modelContext
    }

    deinit {
        loadTask?.cancel()
        shoppingListTask?.cancel()
        cookedTask?.cancel()
    }

    // MARK: - Public Functions

    func loadRecipe() {
        loadTask?.cancel()
        loadTask = Task {
            await performLoadRecipe()
        }
    }

    func onAddMissingIngredientsTap() {
        guard uiState.isAddMissingEnabled else { return }
        shoppingListTask?.cancel()
        shoppingListTask = Task {
            await performCreateShoppingList()
        }
    }

    func onRetryTap() {
        loadRecipe()
    }

    /**
     * "I cooked this": tells the API (for the recommendations) and bumps the recipe in the cache
     */
    func onCookedTap() {
        cookedTask?.cancel()
        cookedTask = Task {
            await performMarkCooked()
        }
    }

    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    // MARK: - Private Functions

    private func performLoadRecipe() async {
        uiState = uiState.copy(isLoading: true, error: .some(nil))

        do {
            let detail = try await getRecipeDetailUseCase.execute(recipeId: recipeId)
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(recipe: detail.toUiModel(), isLoading: false)
        } catch is CancellationError {
            return
        } catch {
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(isLoading: false, error: error.toUiError())
        }
    }

    private func performMarkCooked() async {
        do {
            try await apiClient.requestVoid(endpoint: .recipe(id: recipeId), method: .post)
            let cachedRecipes = try modelContext.fetch(FetchDescriptor<RecipeEntity>())
            if let entity = cachedRecipes.first(where: { $0.id == recipeId }) {
                entity.cachedAt = Date()
                try modelContext.save()
            }
        } catch is CancellationError {
            return
        } catch {
            navigationEvent = .showError(error.toUiError())
        }
    }

    private func performCreateShoppingList() async {
        uiState = uiState.copy(isCreatingShoppingList: true)

        do {
            let shoppingList = try await createShoppingListFromRecipeUseCase.execute(recipeId: recipeId)
            uiState = uiState.copy(isCreatingShoppingList: false)
            navigationEvent = .shoppingListCreated(listName: shoppingList.name)
        } catch is CancellationError {
            uiState = uiState.copy(isCreatingShoppingList: false)
        } catch {
            uiState = uiState.copy(isCreatingShoppingList: false)
            navigationEvent = .showError(error.toUiError())
        }
    }
}
