import Foundation
@testable import Pantry

/**
 * Fake Repository (test implementation with state)
 */
final class FakeRecipeRepository: RecipeRepositoryProtocol {

    // MARK: - Stubs

    var stubbedRecipes: [Recipe] = []
    var stubbedError: AppError?

    // MARK: - Call Tracking

    private(set) var updateFavoriteCalls: [(recipeId: String, isFavorite: Bool)] = []

    // MARK: - RecipeRepositoryProtocol

    func getRecipes() async throws -> [Recipe] {
        if let stubbedError {
            throw stubbedError
        }
        return stubbedRecipes
    }

    func getRecipe(recipeId: String) async throws -> Recipe {
        if let stubbedError {
            throw stubbedError
        }
        guard let recipe = stubbedRecipes.first(where: { $0.id == recipeId }) else {
            throw AppError.data(.notFound("Recipe not found: \(recipeId)"))
        }
        return recipe
    }

    func updateFavorite(recipeId: String, isFavorite: Bool) async throws -> Recipe {
        updateFavoriteCalls.append((recipeId, isFavorite))
        let updatedRecipe = try await getRecipe(recipeId: recipeId).withFavorite(isFavorite)
        stubbedRecipes = stubbedRecipes.map { $0.id == recipeId ? updatedRecipe : $0 }
        return updatedRecipe
    }
}

/**
 * Stub generator for testing
 */
extension Recipe {

    static func stub(
        id: String = UUID().uuidString,
        title: String = "Test Recipe",
        ingredients: [RecipeIngredient] = [],
        prepMinutes: Int = 10,
        cookMinutes: Int = 15,
        isFavorite: Bool = false
    ) -> Recipe {
        Recipe(
            id: id,
            title: title,
            summary: "A recipe for tests",
            servings: 2,
            prepMinutes: prepMinutes,
            cookMinutes: cookMinutes,
            difficulty: .easy,
            ingredients: ingredients,
            steps: ["Cook it."],
            imageURL: nil,
            isFavorite: isFavorite
        )
    }
}
