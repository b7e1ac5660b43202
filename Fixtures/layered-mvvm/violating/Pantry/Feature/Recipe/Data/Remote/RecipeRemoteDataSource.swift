import Foundation

/**
 * Recipe Remote DataSource Protocol
 */
protocol RecipeRemoteDataSourceProtocol {
    func getRecipes() async throws -> [RecipeResponse]
    func getRecipe(recipeId: String) async throws -> RecipeResponse
    func updateRecipe(recipeId: String, request: RecipeRequest) async throws -> RecipeResponse
}

/**
 * Remote DataSource over the Pantry API
 */
final class RecipeRemoteDataSource: RecipeRemoteDataSourceProtocol {

    // MARK: - Private Properties

    private let apiClient: APIClientProtocol

    // MARK: - Initialization

    init(apiClient: APIClientProtocol) {
        self.apiClient = apiClient
    }

    // MARK: - Public Functions

    func getRecipes() async throws -> [RecipeResponse] {
        try await apiClient.request(endpoint: .recipes, method: .get)
    }

    func getRecipe(recipeId: String) async throws -> RecipeResponse {
        try await apiClient.request(endpoint: .recipe(id: recipeId), method: .get)
    }

    func updateRecipe(recipeId: String, request: RecipeRequest) async throws -> RecipeResponse {
        try await apiClient.request(
            endpoint: .recipe(id: recipeId),
            method: .patch,
            body: request
        )
    }
}
