import Foundation

/**
 * UseCase Protocol for the recipe list
 */
protocol GetRecipesUseCaseProtocol {
    func execute(query: String) async throws -> [Recipe]
}

/**
 * UseCase for the recipe list
 *
 * Favorites first, then alphabetical. A non-empty query keeps the recipes whose
 * title or ingredients match it.
 */
final class GetRecipesUseCase: GetRecipesUseCaseProtocol {

    // MARK: - Private Properties

    private let recipeRepository: RecipeRepositoryProtocol

    // MARK: - Initialization

    init(recipeRepository: RecipeRepositoryProtocol) {
        self.recipeRepository = recipeRepository
    }

    // MARK: - Public Functions

    func execute(query: String) async throws -> [Recipe] {
        let recipes = try await recipeRepository.getRecipes()
        let trimmedQuery = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let matchingRecipes = trimmedQuery.isEmpty
            ? recipes
            : recipes.filter { $0.matches(query: trimmedQuery) }

        return matchingRecipes.sorted { lhs, rhs in
            if lhs.isFavorite != rhs.isFavorite {
                return lhs.isFavorite
            }
            return lhs.title.localizedCaseInsensitiveCompare(rhs.title) == .orderedAscending
        }
    }
}
