import XCTest
import SwiftData
@testable import Pantry

/**
 * ViewModel test (real use cases over fake repositories)
 */
@MainActor
final class RecipeDetailViewModelTests: XCTestCase {

    private struct Context {
        let sut: RecipeDetailViewModel
        let shoppingListRepository: FakeShoppingListRepository
    }

    private func makeSUT(recipe: Recipe, pantryItems: [PantryItem] = []) -> Context {
        let recipeRepository = FakeRecipeRepository()
        recipeRepository.stubbedRecipes = [recipe]
        let pantryRepository = FakePantryRepository(items: pantryItems)
        let shoppingListRepository = FakeShoppingListRepository()

        let sut = RecipeDetailViewModel(
            recipeId: recipe.id,
            getRecipeDetailUseCase: GetRecipeDetailUseCase(
                recipeRepository: recipeRepository,
                pantryRepository: pantryRepository
            ),
            createShoppingListFromRecipeUseCase: CreateShoppingListFromRecipeUseCase(
                recipeRepository: recipeRepository,
                pantryRepository: pantryRepository,
                shoppingListRepository: shoppingListRepository
            ),
            apiClient: FakeAPIClient(),
            modelContext: ModelContext(try! ModelContainer.makePantryContainer(inMemory: true))
        )
        return Context(sut: sut, shoppingListRepository: shoppingListRepository)
    }

    private let shakshuka = Recipe.stub(id: "shakshuka", title: "Shakshuka", ingredients: [
        RecipeIngredient(name: "Eggs", quantity: 4, unit: .piece),
        RecipeIngredient(name: "Feta", quantity: 80, unit: .gram)
    ])

    func test_loadRecipe_showsIngredientAvailability() async {
        // Given
        let context = makeSUT(recipe: shakshuka, pantryItems: [.stub(name: "Eggs", quantity: 6, unit: .piece)])

        // When
        context.sut.loadRecipe()
        await waitUntil { context.sut.uiState.hasContent }

        // Then
        let recipe = context.sut.uiState.recipe
        XCTAssertEqual(recipe?.missingCount, 1)
        XCTAssertEqual(recipe?.availabilityText, "1 ingredient missing")
        XCTAssertEqual(recipe?.ingredients.map(\.status), [.available, .missing])
        XCTAssertTrue(context.sut.uiState.isAddMissingEnabled)
    }

    func test_onAddMissingIngredientsTap_createsListAndReportsIt() async {
        // Given
        let context = makeSUT(recipe: shakshuka)
        context.sut.loadRecipe()
        await waitUntil { context.sut.uiState.hasContent }

        // When
        context.sut.onAddMissingIngredientsTap()
        await waitUntil { context.sut.navigationEvent != nil }

        // Then
        XCTAssertEqual(context.sut.navigationEvent, .shoppingListCreated(listName: "For Shakshuka"))
        XCTAssertEqual(context.shoppingListRepository.lists.first?.items.map(\.name), ["Eggs", "Feta"])
        XCTAssertFalse(context.sut.uiState.isCreatingShoppingList)
    }

    func test_loadRecipe_unknownRecipe_setsError() async {
        // Given
        let recipeRepository = FakeRecipeRepository()
        let pantryRepository = FakePantryRepository()
        let sut = RecipeDetailViewModel(
            recipeId: "unknown",
            getRecipeDetailUseCase: GetRecipeDetailUseCase(
                recipeRepository: recipeRepository,
                pantryRepository: pantryRepository
            ),
            createShoppingListFromRecipeUseCase: CreateShoppingListFromRecipeUseCase(
                recipeRepository: recipeRepository,
                pantryRepository: pantryRepository,
                shoppingListRepository: FakeShoppingListRepository()
            ),
            apiClient: FakeAPIClient(),
            modelContext: ModelContext(try! ModelContainer.makePantryContainer(inMemory: true))
        )

        // When
        sut.loadRecipe()
        await waitUntil { sut.uiState.error != nil }

        // Then
        XCTAssertFalse(sut.uiState.hasContent)
        XCTAssertEqual(sut.uiState.error?.action, .dismiss)
    }
}
