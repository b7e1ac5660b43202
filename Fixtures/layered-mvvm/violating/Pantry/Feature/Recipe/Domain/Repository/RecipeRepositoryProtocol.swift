import Foundation

/**
 * Recipe Repository Protocol
 *
 * The Domain layer depends on this protocol only. The offline-first RecipeRepository
 * (Data layer, over SwiftData and APIClient) implements it and is wired in
 * DependencyContainer.
 */
protocol RecipeRepositoryProtocol {
    func getRecipes() async throws -> [Recipe]
    func getRecipe(recipeId: String) async throws -> Recipe
    func updateFavorite(recipeId: String, isFavorite: Bool) async throws -> Recipe
}
