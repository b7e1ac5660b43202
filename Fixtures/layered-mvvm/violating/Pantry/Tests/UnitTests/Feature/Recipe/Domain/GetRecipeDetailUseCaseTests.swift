import XCTest
@testable import Pantry

/**
 * UseCase unit test: a recipe checked against the pantry
 */
final class GetRecipeDetailUseCaseTests: XCTestCase {

    private let today = Date(timeIntervalSince1970: 1_750_000_000)

    private func makeSUT(recipe: Recipe, pantryItems: [PantryItem]) -> GetRecipeDetailUseCase {
        let recipeRepository = FakeRecipeRepository()
        recipeRepository.stubbedRecipes = [recipe]
        let pantryRepository = FakePantryRepository(items: pantryItems)
        return GetRecipeDetailUseCase(
            recipeRepository: recipeRepository,
            pantryRepository: pantryRepository,
            now: { self.today }
        )
    }

    func test_execute_reportsAvailableShortAndMissingIngredients() async throws {
        // Given
        let recipe = Recipe.stub(id: "shakshuka", ingredients: [
            RecipeIngredient(name: "Eggs", quantity: 4, unit: .piece),
            RecipeIngredient(name: "Tomatoes", quantity: 400, unit: .gram),
            RecipeIngredient(name: "Feta", quantity: 80, unit: .gram)
        ])
        let sut = makeSUT(recipe: recipe, pantryItems: [
            .stub(name: "egg", quantity: 6, unit: .piece),
            .stub(name: "Tomato", quantity: 250, unit: .gram)
        ])

        // When
        let detail = try await sut.execute(recipeId: "shakshuka")

        // Then
        XCTAssertEqual(detail.availability.map(\.status), [
            .available,
            .short(missingQuantity: 150),
            .missing
        ])
        XCTAssertEqual(detail.missingIngredients.map(\.name), ["Tomatoes", "Feta"])
        XCTAssertFalse(detail.canCookNow)
    }

    func test_execute_convertsCompatibleUnits() async throws {
        // Given
        let recipe = Recipe.stub(id: "bread", ingredients: [
            RecipeIngredient(name: "Flour", quantity: 500, unit: .gram)
        ])
        let sut = makeSUT(recipe: recipe, pantryItems: [.stub(name: "Flour", quantity: 1, unit: .kilogram)])

        // When
        let detail = try await sut.execute(recipeId: "bread")

        // Then
        XCTAssertTrue(detail.canCookNow)
    }

    func test_execute_ignoresExpiredPantryItems() async throws {
        // Given
        let recipe = Recipe.stub(id: "smoothie", ingredients: [
            RecipeIngredient(name: "Milk", quantity: 200, unit: .milliliter)
        ])
        let yesterday = today.addingTimeInterval(-86_400)
        let sut = makeSUT(recipe: recipe, pantryItems: [
            .stub(name: "Milk", quantity: 1, unit: .liter, expiresOn: yesterday)
        ])

        // When
        let detail = try await sut.execute(recipeId: "smoothie")

        // Then
        XCTAssertEqual(detail.availability.first?.status, .missing)
    }
}
