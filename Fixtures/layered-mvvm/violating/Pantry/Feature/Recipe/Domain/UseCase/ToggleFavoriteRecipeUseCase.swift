import Foundation

/**
 * UseCase Protocol for marking or unmarking a favorite recipe
 */
protocol ToggleFavoriteRecipeUseCaseProtocol {
    func execute(recipeId: String) async throws -> Recipe
}

/**
 * UseCase for marking or unmarking a favorite recipe
 */
final class ToggleFavoriteRecipeUseCase: ToggleFavoriteRecipeUseCaseProtocol {

    // MARK: - Private Properties

    private let recipeRepository: RecipeRepositoryProtocol

    // MARK: - Initialization

    init(recipeRepository: RecipeRepositoryProtocol) {
        self.recipeRepository = recipeRepository
    }

    // MARK: - Public Functions

    /**
     * - Returns: the recipe as stored after the change.
     */
    func execute(recipeId: String) async throws -> Recipe {
        let recipe = try await recipeRepository.getRecipe(recipeId: recipeId)
        return try await recipeRepository.updateFavorite(
            recipeId: recipeId,
            isFavorite: !recipe.isFavorite
        )
    }
}
