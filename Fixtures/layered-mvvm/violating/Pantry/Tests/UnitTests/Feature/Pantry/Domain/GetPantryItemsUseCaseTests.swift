import XCTest
@testable import Pantry

/**
 * UseCase unit test
 */
final class GetPantryItemsUseCaseTests: XCTestCase {

    func test_execute_ordersBySoonestExpiry_undatedLast() async throws {
        // Given
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let repository = FakePantryRepository(items: [
            .stub(id: "rice", name: "Rice"),
            .stub(id: "milk", name: "Milk", expiresOn: now.addingTimeInterval(2 * 86_400)),
            .stub(id: "salt", name: "Salt"),
            .stub(id: "yogurt", name: "Yogurt", expiresOn: now.addingTimeInterval(-86_400))
        ])
        let sut = GetPantryItemsUseCase(pantryRepository: repository)

        // When
        let result = try await sut.execute()

        // Then
        XCTAssertEqual(result.map(\.id), ["yogurt", "milk", "rice", "salt"])
    }

    func test_execute_throwsError_whenRepositoryFails() async {
        // Given
        let repository = FakePantryRepository()
        repository.stubbedError = AppError.data(.corrupted("store unavailable"))
        let sut = GetPantryItemsUseCase(pantryRepository: repository)

        // When/Then
        do {
            _ = try await sut.execute()
            XCTFail("Expected error to be thrown")
        } catch {
            XCTAssertEqual(error as? AppError, .data(.corrupted("store unavailable")))
        }
    }
}
