import XCTest
@testable import Pantry

/**
 * UseCase unit test
 */
final class DeletePantryItemUseCaseTests: XCTestCase {

    func test_execute_removesTheItem() async throws {
        // Given
        let repository = FakePantryRepository(items: [.stub(id: "milk"), .stub(id: "rice")])
        let sut = DeletePantryItemUseCase(pantryRepository: repository)

        // When
        try await sut.execute(itemId: "milk")

        // Then
        XCTAssertEqual(repository.deletedItemIds, ["milk"])
        XCTAssertEqual(repository.items.map(\.id), ["rice"])
    }
}
