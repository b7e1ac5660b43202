import XCTest
@testable import Pantry

/**
 * UseCase unit test
 */
final class ToggleFavoriteRecipeUseCaseTests: XCTestCase {

    func test_execute_flipsTheFavoriteFlag() async throws {
        // Given
        let repository = FakeRecipeRepository()
        repository.stubbedRecipes = [.stub(id: "1", isFavorite: false)]
        let sut = ToggleFavoriteRecipeUseCase(recipeRepository: repository)

        // When
        let first = try await sut.execute(recipeId: "1")
        let second = try await sut.execute(recipeId: "1")

        // Then
        XCTAssertTrue(first.isFavorite)
        XCTAssertFalse(second.isFavorite)
        XCTAssertEqual(repository.updateFavoriteCalls.map(\.isFavorite), [true, false])
    }

    func test_execute_throwsNotFound_forUnknownRecipe() async {
        // Given
        let sut = ToggleFavoriteRecipeUseCase(recipeRepository: FakeRecipeRepository())

        // When/Then
        do {
            _ = try await sut.execute(recipeId: "missing")
            XCTFail("Expected error to be thrown")
        } catch {
            XCTAssertEqual(error as? AppError, .data(.notFound("Recipe not found: missing")))
        }
    }
}
