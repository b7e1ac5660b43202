import XCTest
@testable import Pantry

/**
 * UseCase unit test
 */
final class GetRecipesUseCaseTests: XCTestCase {

    private func makeSUT(recipes: [Recipe] = []) -> (GetRecipesUseCase, FakeRecipeRepository) {
        let repository = FakeRecipeRepository()
        repository.stubbedRecipes = recipes
        return (GetRecipesUseCase(recipeRepository: repository), repository)
    }

    func test_execute_sortsFavoritesFirstThenByTitle() async throws {
        // Given
        let (sut, _) = makeSUT(recipes: [
            .stub(id: "1", title: "Tomato Soup"),
            .stub(id: "2", title: "Banana Bread", isFavorite: true),
            .stub(id: "3", title: "Apple Pie")
        ])

        // When
        let result = try await sut.execute(query: "")

        // Then
        XCTAssertEqual(result.map(\.id), ["2", "3", "1"])
    }

    func test_execute_matchesTitleOrIngredient() async throws {
        // Given
        let (sut, _) = makeSUT(recipes: [
            .stub(id: "1", title: "Tomato Soup"),
            .stub(id: "2", title: "Shakshuka", ingredients: [RecipeIngredient(name: "Tomatoes", quantity: 400, unit: .gram)]),
            .stub(id: "3", title: "Pancakes")
        ])

        // When
        let result = try await sut.execute(query: "  tomato ")

        // Then
        XCTAssertEqual(Set(result.map(\.id)), ["1", "2"])
    }

    func test_execute_throwsError_whenRepositoryFails() async {
        // Given
        let (sut, repository) = makeSUT()
        repository.stubbedError = AppError.network(.noConnection)

        // When/Then
        do {
            _ = try await sut.execute(query: "")
            XCTFail("Expected error to be thrown")
        } catch {
            XCTAssertEqual(error as? AppError, .network(.noConnection))
        }
    }
}
