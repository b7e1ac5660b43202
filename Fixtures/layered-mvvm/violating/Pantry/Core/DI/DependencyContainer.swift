import Foundation
import SwiftData
import SwiftUI

/**
 * Dependency Container (composition root)
 *
 * The only place where concrete Data types are constructed. Data sources,
 * repositories and use cases are handed out typed by their protocols; ViewModels
 * are returned as concrete types because their Screen owns them.
 */
final class DependencyContainer {

    // MARK: - Singleton

    static let shared = DependencyContainer()

    // MARK: - Private Properties

    private let modelContainer: ModelContainer
    private let apiClient: APIClientProtocol
    private let networkMonitor: NetworkMonitorProtocol

    // MARK: - Cached Dependencies

    private var cachedRecipeRepository: RecipeRepositoryProtocol?
    private var cachedPantryRepository: PantryRepositoryProtocol?
    private var cachedShoppingListRepository: ShoppingListRepository?

    // MARK: - Initialization

    private convenience init() {
        let modelContainer: ModelContainer
        do {
            modelContainer = try ModelContainer.makePantryContainer()
        } catch {
            fatalError("Failed to create the SwiftData container: \(error)")
        }

        self.init(
            modelContainer: modelContainer,
            apiClient: APIClient(baseURL: Configuration.apiBaseURL),
            networkMonitor: NetworkMonitor()
        )
    }

    // Initialization for tests and previews
    init(
        modelContainer: ModelContainer,
        apiClient: APIClientProtocol,
        networkMonitor: NetworkMonitorProtocol
    ) {
        self.modelContainer = modelContainer
        self.apiClient = apiClient
        self.networkMonitor = networkMonitor
    }

    // MARK: - DataSource

    func makeRecipeLocalDataSource() -> RecipeLocalDataSourceProtocol {
        RecipeLocalDataSource(modelContainer: modelContainer)
    }

    func makeRecipeRemoteDataSource() -> RecipeRemoteDataSourceProtocol {
        RecipeRemoteDataSource(apiClient: apiClient)
    }

    func makePantryLocalDataSource() -> PantryLocalDataSourceProtocol {
        PantryLocalDataSource(modelContainer: modelContainer)
    }

    func makePantryRemoteDataSource() -> PantryRemoteDataSourceProtocol {
        PantryRemoteDataSource(apiClient: apiClient)
    }

    func makeShoppingListLocalDataSource() -> ShoppingListLocalDataSourceProtocol {
        ShoppingListLocalDataSource(modelContainer: modelContainer)
    }

    func makeShoppingListRemoteDataSource() -> ShoppingListRemoteDataSourceProtocol {
        ShoppingListRemoteDataSource(apiClient: apiClient)
    }

    // MARK: - Repository

    func makeRecipeRepository() -> RecipeRepositoryProtocol {
        if let cached = cachedRecipeRepository {
            return cached
        }

        let repository = RecipeRepository(
            localDataSource: makeRecipeLocalDataSource(),
            remoteDataSource: makeRecipeRemoteDataSource(),
            networkMonitor: networkMonitor
        )
        cachedRecipeRepository = repository
        return repository
    }

    /// Cached: one repository, one publisher, a single source of truth for the pantry.
    func makePantryRepository() -> PantryRepositoryProtocol {
        if let cached = cachedPantryRepository {
            return cached
        }

        let repository = PantryRepository(
            localDataSource: makePantryLocalDataSource(),
            remoteDataSource: makePantryRemoteDataSource(),
            networkMonitor: networkMonitor
        )
        cachedPantryRepository = repository
        return repository
    }

    func makeShoppingListRepository() -> ShoppingListRepositoryProtocol {
        makeConcreteShoppingListRepository()
    }

    /// ManageShoppingListUseCase needs the class itself (see saveShoppingList(_:)).
    func makeConcreteShoppingListRepository() -> ShoppingListRepository {
        if let cached = cachedShoppingListRepository {
            return cached
        }

        let repository = ShoppingListRepository(
            localDataSource: makeShoppingListLocalDataSource(),
            remoteDataSource: makeShoppingListRemoteDataSource(),
            networkMonitor: networkMonitor
        )
        cachedShoppingListRepository = repository
        return repository
    }

    // MARK: - UseCase

    func makeGetRecipesUseCase() -> GetRecipesUseCaseProtocol {
        GetRecipesUseCase(recipeRepository: makeRecipeRepository())
    }

    func makeGetRecipeDetailUseCase() -> GetRecipeDetailUseCaseProtocol {
        GetRecipeDetailUseCase(
            recipeRepository: makeRecipeRepository(),
            pantryRepository: makePantryRepository()
        )
    }

    func makeToggleFavoriteRecipeUseCase() -> ToggleFavoriteRecipeUseCaseProtocol {
        ToggleFavoriteRecipeUseCase(recipeRepository: makeRecipeRepository())
    }

    func makeGetPantryItemsUseCase() -> GetPantryItemsUseCaseProtocol {
        GetPantryItemsUseCase(pantryRepository: makePantryRepository())
    }

    func makeObservePantryItemsUseCase() -> ObservePantryItemsUseCaseProtocol {
        ObservePantryItemsUseCase(pantryRepository: makePantryRepository())
    }

    func makeSavePantryItemUseCase() -> SavePantryItemUseCaseProtocol {
        SavePantryItemUseCase(pantryRepository: makePantryRepository())
    }

    func makeDeletePantryItemUseCase() -> DeletePantryItemUseCaseProtocol {
        DeletePantryItemUseCase(pantryRepository: makePantryRepository())
    }

    @MainActor
    func makeClearExpiredPantryItemsUseCase() -> ClearExpiredPantryItemsUseCaseProtocol {
        ClearExpiredPantryItemsUseCase(modelContext: modelContainer.mainContext)
    }

    func makeGetShoppingListsUseCase() -> GetShoppingListsUseCaseProtocol {
        GetShoppingListsUseCase(shoppingListRepository: makeShoppingListRepository())
    }

    func makeToggleShoppingItemUseCase() -> ToggleShoppingItemUseCaseProtocol {
        ToggleShoppingItemUseCase(shoppingListRepository: makeShoppingListRepository())
    }

    func makeManageShoppingListUseCase() -> ManageShoppingListUseCaseProtocol {
        ManageShoppingListUseCase(shoppingListRepository: makeConcreteShoppingListRepository())
    }

    func makeCreateShoppingListFromRecipeUseCase() -> CreateShoppingListFromRecipeUseCaseProtocol {
        CreateShoppingListFromRecipeUseCase(
            recipeRepository: makeRecipeRepository(),
            pantryRepository: makePantryRepository(),
            shoppingListRepository: makeShoppingListRepository()
        )
    }

    // MARK: - ViewModel

    @MainActor
    func makeRecipeListViewModel() -> RecipeListViewModel {
        RecipeListViewModel(
            getRecipesUseCase: makeGetRecipesUseCase(),
            toggleFavoriteRecipeUseCase: makeToggleFavoriteRecipeUseCase()
        )
    }

    @MainActor
    func makeRecipeDetailViewModel(recipeId: String) -> RecipeDetailViewModel {
        RecipeDetailViewModel(
            recipeId: recipeId,
            getRecipeDetailUseCase: makeGetRecipeDetailUseCase(),
            createShoppingListFromRecipeUseCase: makeCreateShoppingListFromRecipeUseCase(),
            apiClient: apiClient,
            modelContext: modelContainer.mainContext
        )
    }

    @MainActor
    func makePantryListViewModel() -> PantryListViewModel {
        PantryListViewModel(
            getPantryItemsUseCase: makeGetPantryItemsUseCase(),
            observePantryItemsUseCase: makeObservePantryItemsUseCase(),
            deletePantryItemUseCase: makeDeletePantryItemUseCase(),
            clearExpiredPantryItemsUseCase: makeClearExpiredPantryItemsUseCase()
        )
    }

    @MainActor
    func makePantryItemEditViewModel(itemId: String?) -> PantryItemEditViewModel {
        PantryItemEditViewModel(
            itemId: itemId,
            pantryRepository: makePantryRepository(),
            savePantryItemUseCase: makeSavePantryItemUseCase()
        )
    }

    @MainActor
    func makeShoppingListViewModel() -> ShoppingListViewModel {
        ShoppingListViewModel(
            getShoppingListsUseCase: makeGetShoppingListsUseCase(),
            toggleShoppingItemUseCase: makeToggleShoppingItemUseCase(),
            manageShoppingListUseCase: makeManageShoppingListUseCase()
        )
    }

    func makeSettingsViewModel() -> SettingsViewModel {
        SettingsViewModel(settingsStore: SettingsLocalDataSource(defaults: UserDefaults.standard))
    }
}

// MARK: - SwiftUI Environment

private struct DependencyContainerKey: EnvironmentKey {
    static let defaultValue = DependencyContainer.shared
}

extension EnvironmentValues {
    var dependencies: DependencyContainer {
        get { self[DependencyContainerKey.self] }
        set { self[DependencyContainerKey.self] = newValue }
    }
}
