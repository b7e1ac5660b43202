import XCTest
@testable import Pantry

/**
 * UseCase unit test
 */
final class ToggleShoppingItemUseCaseTests: XCTestCase {

    func test_execute_checksThenUnchecksTheItem() async throws {
        // Given
        let repository = FakeShoppingListRepository()
        repository.lists = [.stub(id: "list", items: [.stub(id: "milk"), .stub(id: "eggs")])]
        let sut = ToggleShoppingItemUseCase(shoppingListRepository: repository)

        // When
        let checked = try await sut.execute(listId: "list", itemId: "milk")
        let unchecked = try await sut.execute(listId: "list", itemId: "milk")

        // Then
        XCTAssertEqual(checked.item(itemId: "milk")?.isChecked, true)
        XCTAssertEqual(checked.remainingCount, 1)
        XCTAssertEqual(unchecked.item(itemId: "milk")?.isChecked, false)
    }

    func test_execute_unknownItem_throwsNotFound() async {
        // Given
        let repository = FakeShoppingListRepository()
        repository.lists = [.stub(id: "list", name: "Weekly shop")]
        let sut = ToggleShoppingItemUseCase(shoppingListRepository: repository)

        // When/Then
        do {
            _ = try await sut.execute(listId: "list", itemId: "ghost")
            XCTFail("Expected error to be thrown")
        } catch {
            XCTAssertEqual(error as? AppError, .data(.notFound("This item is no longer on “Weekly shop”")))
        }
    }
}
