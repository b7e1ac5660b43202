import Foundation
import OSLog

/**
 * Recipe Repository implementation
 *
 * Offline-first: the SwiftData cache answers first, the API refreshes it in the background.
 */
final class RecipeRepository: RecipeRepositoryProtocol {

    // MARK: - Private Properties

    private let localDataSource: RecipeLocalDataSourceProtocol
    private let remoteDataSource: RecipeRemoteDataSourceProtocol
    private let networkMonitor: NetworkMonitorProtocol

    // MARK: - Initialization

    init(
        localDataSource: RecipeLocalDataSourceProtocol,
        remoteDataSource: RecipeRemoteDataSourceProtocol,
        networkMonitor: NetworkMonitorProtocol
    ) {
        self.localDataSource = localDataSource
        self.remoteDataSource = remoteDataSource
        self.networkMonitor = networkMonitor
    }

    // MARK: - Public Functions

    /**
     * Get the recipe list
     *
     * 1. Return the local cache when it has recipes, and refresh it in the background
     * 2. On first launch (empty cache), wait for the API
     */
    func getRecipes() async throws -> [Recipe] {
        let cachedRecipes = try await localDataSource.getRecipes()
        guard !cachedRecipes.isEmpty else {
            return try await refreshRecipesFromRemote()
        }

        Task { [weak self] in
            _ = try? await self?.refreshRecipesFromRemote()
        }
        return cachedRecipes
    }

    func getRecipe(recipeId: String) async throws -> Recipe {
        if let cachedRecipe = try await localDataSource.getRecipe(recipeId: recipeId) {
            return cachedRecipe
        }

        let recipe = try await remoteDataSource.getRecipe(recipeId: recipeId).toDomain()
        try await localDataSource.insertRecipe(recipe)
        return recipe
    }

    /**
     * The favorite flag belongs to the user's account, so the API is the source of truth:
     * the cache is updated with what the server accepted.
     */
    func updateFavorite(recipeId: String, isFavorite: Bool) async throws -> Recipe {
        guard networkMonitor.isConnected else {
            throw AppError.network(.noConnection)
        }

        let current = try await getRecipe(recipeId: recipeId)
        let response = try await remoteDataSource.updateRecipe(
            recipeId: recipeId,
            request: current.withFavorite(isFavorite).toRequest()
        )
        let updated = response.toDomain()
        try await localDataSource.insertRecipe(updated)
        return updated
    }

    // MARK: - Private Functions

    private func refreshRecipesFromRemote() async throws -> [Recipe] {
        guard networkMonitor.isConnected else {
            throw AppError.network(.noConnection)
        }

        do {
            let recipes = try await remoteDataSource.getRecipes().map { $0.toDomain() }
            try await localDataSource.replaceAllRecipes(recipes)
            return recipes
        } catch {
            Logger.data.error("Recipe refresh failed: \(String(reflecting: error), privacy: .public)")
            throw error
        }
    }
}
