import XCTest
@testable import Pantry

/**
 * ViewModel test (real use case and a fake repository)
 */
@MainActor
final class PantryItemEditViewModelTests: XCTestCase {

    private func makeSUT(itemId: String?, items: [PantryItem] = []) -> (PantryItemEditViewModel, FakePantryRepository) {
        let repository = FakePantryRepository(items: items)
        let sut = PantryItemEditViewModel(
            itemId: itemId,
            pantryRepository: repository,
            savePantryItemUseCase: SavePantryItemUseCase(pantryRepository: repository)
        )
        return (sut, repository)
    }

    func test_newItem_fillAndSave_createsItemAndDismisses() async {
        // Given
        let (sut, repository) = makeSUT(itemId: nil)

        // When
        sut.onFieldChange(.name("Greek yogurt"))
        sut.onFieldChange(.quantity("500"))
        sut.onFieldChange(.unit(.gram))
        sut.onFieldChange(.category(.dairy))
        sut.onSaveTap()
        await waitUntil { sut.navigationEvent != nil }

        // Then
        XCTAssertEqual(sut.navigationEvent, .dismiss)
        XCTAssertEqual(repository.createdItems.first?.name, "Greek yogurt")
        XCTAssertEqual(repository.createdItems.first?.quantity, 500)
        XCTAssertEqual(repository.createdItems.first?.expiresOn, nil)
    }

    func test_existingItem_loadsIntoTheForm() async {
        // Given
        let (sut, _) = makeSUT(itemId: "rice", items: [.stub(id: "rice", name: "Rice", quantity: 2, unit: .kilogram)])

        // When
        sut.loadItem()
        await waitUntil { !sut.uiState.isLoading }

        // Then
        XCTAssertEqual(sut.uiState.name, "Rice")
        XCTAssertEqual(sut.uiState.quantityText, "2")
        XCTAssertEqual(sut.uiState.unit, .kilogram)
        XCTAssertEqual(sut.uiState.title, "Edit Item")
    }

    func test_invalidQuantity_showsValidationMessage() async {
        // Given
        let (sut, repository) = makeSUT(itemId: nil)
        sut.onFieldChange(.name("Milk"))
        sut.onFieldChange(.quantity("lots"))

        // When
        sut.onSaveTap()
        await waitUntil { sut.navigationEvent != nil }

        // Then
        XCTAssertEqual(
            sut.navigationEvent,
            .showError(UiError(message: "The quantity must be more than zero", action: .dismiss))
        )
        XCTAssertTrue(repository.createdItems.isEmpty)
        XCTAssertFalse(sut.uiState.isSaving)
    }

    func test_isSaveEnabled_requiresAName() {
        // Given
        let (sut, _) = makeSUT(itemId: nil)

        // Then
        XCTAssertFalse(sut.uiState.isSaveEnabled)
        sut.onFieldChange(.name("Milk"))
        XCTAssertTrue(sut.uiState.isSaveEnabled)
    }
}
