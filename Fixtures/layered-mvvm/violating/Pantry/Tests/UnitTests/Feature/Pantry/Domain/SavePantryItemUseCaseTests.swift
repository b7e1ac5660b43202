import XCTest
@testable import Pantry

/**
 * UseCase unit test
 */
final class SavePantryItemUseCaseTests: XCTestCase {

    private let now = Date(timeIntervalSince1970: 1_750_000_000)

    private func makeSUT(items: [PantryItem] = []) -> (SavePantryItemUseCase, FakePantryRepository) {
        let repository = FakePantryRepository(items: items)
        let sut = SavePantryItemUseCase(
            pantryRepository: repository,
            now: { self.now },
            makeId: { "new-id" }
        )
        return (sut, repository)
    }

    private func draft(id: String? = nil, name: String = "Milk", quantity: Double = 1) -> PantryItemDraft {
        PantryItemDraft(id: id, name: name, quantity: quantity, unit: .liter, category: .dairy, expiresOn: nil)
    }

    func test_execute_newItem_createsWithGeneratedIdAndDate() async throws {
        // Given
        let (sut, repository) = makeSUT()

        // When
        let item = try await sut.execute(draft(name: "  Milk "))

        // Then
        XCTAssertEqual(item.id, "new-id")
        XCTAssertEqual(item.name, "Milk")
        XCTAssertEqual(item.addedAt, now)
        XCTAssertEqual(repository.createdItems, [item])
    }

    func test_execute_existingItem_keepsItsAddedDate() async throws {
        // Given
        let addedAt = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, repository) = makeSUT(items: [.stub(id: "milk", name: "Milk", addedAt: addedAt)])

        // When
        let item = try await sut.execute(draft(id: "milk", quantity: 2))

        // Then
        XCTAssertEqual(item.addedAt, addedAt)
        XCTAssertEqual(item.quantity, 2)
        XCTAssertEqual(repository.updatedItems, [item])
        XCTAssertTrue(repository.createdItems.isEmpty)
    }

    func test_execute_rejectsBlankName() async {
        await assertValidationError(for: draft(name: "   "))
    }

    func test_execute_rejectsZeroQuantity() async {
        await assertValidationError(for: draft(quantity: 0))
    }

    // MARK: - Helpers

    private func assertValidationError(for draft: PantryItemDraft, line: UInt = #line) async {
        let (sut, repository) = makeSUT()
        do {
            _ = try await sut.execute(draft)
            XCTFail("Expected a validation error", line: line)
        } catch AppError.data(.validation) {
            XCTAssertTrue(repository.createdItems.isEmpty, line: line)
        } catch {
            XCTFail("Unexpected error \(error)", line: line)
        }
    }

    func test_validate_blankName_throwsValidationError() {
        // Given
        let (sut, _) = makeSUT()

        // Then
        XCTAssertThrowsError(try sut.validate(draft(name: "   "))) { error in
            XCTAssertEqual(error as? AppError, .data(.validation("Give the item a name")))
        }
    }
}
