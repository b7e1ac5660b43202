import XCTest
@testable import Pantry

/**
 * UseCase unit test
 */
final class GetShoppingListsUseCaseTests: XCTestCase {

    func test_execute_putsOpenListsFirst_newestFirst() async throws {
        // Given
        let repository = FakeShoppingListRepository()
        repository.lists = [
            .stub(id: "done", createdAt: Date(timeIntervalSince1970: 3_000), items: [.stub(isChecked: true)]),
            .stub(id: "old", createdAt: Date(timeIntervalSince1970: 1_000), items: [.stub()]),
            .stub(id: "new", createdAt: Date(timeIntervalSince1970: 2_000), items: [.stub()])
        ]
        let sut = GetShoppingListsUseCase(shoppingListRepository: repository)

        // When
        let result = try await sut.execute()

        // Then
        XCTAssertEqual(result.map(\.id), ["new", "old", "done"])
    }
}
