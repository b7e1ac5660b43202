import XCTest
@testable import Pantry

/**
 * ViewModel test (real use cases over a fake repository)
 */
@MainActor
final class RecipeListViewModelTests: XCTestCase {

    private func makeSUT(recipes: [Recipe] = []) -> (RecipeListViewModel, FakeRecipeRepository) {
        let repository = FakeRecipeRepository()
        repository.stubbedRecipes = recipes
        let sut = RecipeListViewModel(
            getRecipesUseCase: GetRecipesUseCase(recipeRepository: repository),
            toggleFavoriteRecipeUseCase: ToggleFavoriteRecipeUseCase(recipeRepository: repository)
        )
        return (sut, repository)
    }

    func test_initialState_isEmptyAndNotLoading() {
        // Given
        let (sut, _) = makeSUT()

        // Then
        XCTAssertFalse(sut.uiState.isLoading)
        XCTAssertTrue(sut.uiState.recipes.isEmpty)
        XCTAssertNil(sut.uiState.error)
        XCTAssertNil(sut.navigationEvent)
    }

    func test_loadRecipes_success_showsRecipes() async {
        // Given
        let (sut, _) = makeSUT(recipes: [
            .stub(id: "1", title: "Shakshuka", prepMinutes: 10, cookMinutes: 15),
            .stub(id: "2", title: "Apple Pie", prepMinutes: 30, cookMinutes: 45)
        ])

        // When
        sut.loadRecipes()
        await waitUntil { !sut.uiState.recipes.isEmpty }

        // Then
        XCTAssertFalse(sut.uiState.isLoading)
        XCTAssertEqual(sut.uiState.recipes.map(\.title), ["Apple Pie", "Shakshuka"])
        XCTAssertEqual(sut.uiState.recipes.last?.durationText, "25 min")
        XCTAssertEqual(sut.uiState.recipes.last?.isQuick, true)
    }

    func test_loadRecipes_failure_setsRetryableError() async {
        // Given
        let (sut, repository) = makeSUT()
        repository.stubbedError = AppError.network(.noConnection)

        // When
        sut.loadRecipes()
        await waitUntil { sut.uiState.error != nil }

        // Then
        XCTAssertFalse(sut.uiState.isLoading)
        XCTAssertEqual(sut.uiState.error?.action, .retry)
    }

    func test_onSearchQueryChange_filtersAfterDebounce() async {
        // Given
        let (sut, _) = makeSUT(recipes: [.stub(id: "1", title: "Shakshuka"), .stub(id: "2", title: "Apple Pie")])
        sut.loadRecipes()
        await waitUntil { sut.uiState.recipes.count == 2 }

        // When
        sut.onSearchQueryChange("pie")
        await waitUntil { sut.uiState.recipes.count == 1 }

        // Then
        XCTAssertEqual(sut.uiState.searchQuery, "pie")
        XCTAssertEqual(sut.uiState.recipes.first?.id, "2")
    }

    func test_onFavoriteTap_updatesTheRow() async {
        // Given
        let (sut, repository) = makeSUT(recipes: [.stub(id: "1", isFavorite: false)])
        sut.loadRecipes()
        await waitUntil { !sut.uiState.recipes.isEmpty }

        // When
        sut.onFavoriteTap("1")
        await waitUntil { sut.uiState.recipes.first?.isFavorite == true }

        // Then
        XCTAssertEqual(repository.updateFavoriteCalls.count, 1)
    }

    func test_onRecipeTap_setsNavigationEvent_andConsumeClearsIt() {
        // Given
        let (sut, _) = makeSUT()

        // When
        sut.onRecipeTap("recipe-42")

        // Then
        XCTAssertEqual(sut.navigationEvent, .detail(recipeId: "recipe-42"))
        sut.consumeNavigationEvent()
        XCTAssertNil(sut.navigationEvent)
    }
}
