import Foundation

/**
 * UseCase Protocol for the recipe detail
 */
protocol GetRecipeDetailUseCaseProtocol {
    func execute(recipeId: String) async throws -> RecipeDetail
}

/**
 * UseCase for the recipe detail
 *
 * Combines two repositories: the recipe, and the pantry it is checked against.
 */
final class GetRecipeDetailUseCase: GetRecipeDetailUseCaseProtocol {

    // MARK: - Private Properties

    private let recipeRepository: RecipeRepositoryProtocol
    private let pantryRepository: PantryRepositoryProtocol
    private let now: () -> Date

    // MARK: - Initialization

    init(
        recipeRepository: RecipeRepositoryProtocol,
        pantryRepository: PantryRepositoryProtocol,
        now: @escaping () -> Date = Date.init
    ) {
        self.recipeRepository = recipeRepository
        self.pantryRepository = pantryRepository
        self.now = now
    }

    // MARK: - Public Functions

    func execute(recipeId: String) async throws -> RecipeDetail {
        async let recipe = recipeRepository.getRecipe(recipeId: recipeId)
        async let pantryItems = pantryRepository.getPantryItems()

        let detail = try await RecipeDetail(
            recipe: recipe,
            pantryItems: pantryItems,
            referenceDate: now()
        )
        if let imageURL = detail.recipe.imageURL {
            // Warm the URL cache, so the photo is there when the screen appears.
            _ = try? await URLSession.shared.data(for: URLRequest(url: imageURL))
        }
        return detail
    }
}
