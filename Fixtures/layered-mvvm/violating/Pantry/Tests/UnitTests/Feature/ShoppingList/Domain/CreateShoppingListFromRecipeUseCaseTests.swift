import XCTest
@testable import Pantry

/**
 * UseCase unit test: three repositories, one shopping list
 */
final class CreateShoppingListFromRecipeUseCaseTests: XCTestCase {

    private let now = Date(timeIntervalSince1970: 1_750_000_000)

    private func makeSUT(
        recipe: Recipe,
        pantryItems: [PantryItem]
    ) -> (CreateShoppingListFromRecipeUseCase, FakeShoppingListRepository) {
        let recipeRepository = FakeRecipeRepository()
        recipeRepository.stubbedRecipes = [recipe]
        let shoppingListRepository = FakeShoppingListRepository()
        var nextId = 0
        let sut = CreateShoppingListFromRecipeUseCase(
            recipeRepository: recipeRepository,
            pantryRepository: FakePantryRepository(items: pantryItems),
            shoppingListRepository: shoppingListRepository,
            now: { self.now },
            makeId: {
                nextId += 1
                return "id-\(nextId)"
            }
        )
        return (sut, shoppingListRepository)
    }

    func test_execute_listsOnlyWhatIsMissing_withMissingAmounts() async throws {
        // Given
        let recipe = Recipe.stub(id: "pancakes", title: "Pancakes", ingredients: [
            RecipeIngredient(name: "Flour", quantity: 250, unit: .gram),
            RecipeIngredient(name: "Milk", quantity: 500, unit: .milliliter),
            RecipeIngredient(name: "Eggs", quantity: 2, unit: .piece)
        ])
        let (sut, repository) = makeSUT(recipe: recipe, pantryItems: [
            .stub(name: "Flour", quantity: 1, unit: .kilogram),
            .stub(name: "Milk", quantity: 200, unit: .milliliter)
        ])

        // When
        let list = try await sut.execute(recipeId: "pancakes")

        // Then
        XCTAssertEqual(list.name, "For Pancakes")
        XCTAssertEqual(list.sourceRecipeId, "pancakes")
        XCTAssertEqual(list.createdAt, now)
        XCTAssertEqual(list.items.map(\.name), ["Milk", "Eggs"])
        XCTAssertEqual(list.items.map(\.quantity), [300, 2])
        XCTAssertEqual(repository.lists, [list])
    }

    func test_execute_nothingMissing_throwsValidationError() async {
        // Given
        let recipe = Recipe.stub(id: "toast", title: "Toast", ingredients: [
            RecipeIngredient(name: "Bread", quantity: 2, unit: .piece)
        ])
        let (sut, repository) = makeSUT(recipe: recipe, pantryItems: [.stub(name: "Bread", quantity: 10, unit: .piece)])

        // When/Then
        do {
            _ = try await sut.execute(recipeId: "toast")
            XCTFail("Expected error to be thrown")
        } catch {
            XCTAssertEqual(error as? AppError, .data(.validation("You already have everything for Toast")))
            XCTAssertTrue(repository.lists.isEmpty)
        }
    }
}
