import XCTest
@testable import Pantry

/**
 * ViewModel test (real use cases over a fake repository)
 */
@MainActor
final class PantryListViewModelTests: XCTestCase {

    private func makeSUT(items: [PantryItem] = []) -> (PantryListViewModel, FakePantryRepository) {
        let repository = FakePantryRepository(items: items)
        let sut = PantryListViewModel(
            getPantryItemsUseCase: GetPantryItemsUseCase(pantryRepository: repository),
            observePantryItemsUseCase: ObservePantryItemsUseCase(pantryRepository: repository),
            deletePantryItemUseCase: DeletePantryItemUseCase(pantryRepository: repository),
            clearExpiredPantryItemsUseCase: FakeClearExpiredPantryItemsUseCase()
        )
        return (sut, repository)
    }

    func test_loadItems_groupsItemsByUrgency() async {
        // Given
        let (sut, _) = makeSUT(items: [
            .stub(id: "rice", name: "Rice"),
            .stub(id: "yogurt", name: "Yogurt", expiresOn: Date().addingTimeInterval(86_400)),
            .stub(id: "milk", name: "Milk", expiresOn: Date().addingTimeInterval(-3 * 86_400))
        ])

        // When
        sut.loadItems()
        await waitUntil { !sut.uiState.isLoading && sut.uiState.hasContent }

        // Then
        XCTAssertEqual(sut.uiState.sections.map(\.title), ["Expired", "Use soon", "In stock"])
        XCTAssertEqual(sut.uiState.sections.first?.items.first?.expiryText, "Expired 3 days ago")
    }

    func test_changesInTheRepository_reachTheList() async {
        // Given
        let (sut, repository) = makeSUT(items: [.stub(id: "rice", name: "Rice")])
        sut.loadItems()
        await waitUntil { sut.uiState.hasContent }

        // When
        repository.items.append(.stub(id: "oats", name: "Oats"))

        // Then
        await waitUntil { sut.uiState.sections.first?.items.count == 2 }
    }

    func test_onDeleteItem_removesTheRow() async {
        // Given
        let (sut, repository) = makeSUT(items: [.stub(id: "rice", name: "Rice"), .stub(id: "oats", name: "Oats")])
        sut.loadItems()
        await waitUntil { sut.uiState.sections.first?.items.count == 2 }

        // When
        sut.onDeleteItem("rice")

        // Then
        await waitUntil { sut.uiState.sections.first?.items.map(\.id) == ["oats"] }
        XCTAssertEqual(repository.deletedItemIds, ["rice"])
    }

    func test_onDeleteItem_failure_emitsErrorEvent() async {
        // Given
        let (sut, repository) = makeSUT(items: [.stub(id: "rice")])
        repository.stubbedError = AppError.network(.noConnection)

        // When
        sut.onDeleteItem("rice")
        await waitUntil { sut.navigationEvent != nil }

        // Then
        guard case .showError(let error) = sut.navigationEvent else {
            return XCTFail("Expected an error event")
        }
        XCTAssertEqual(error.action, .retry)
    }

    func test_onAddTap_andOnItemTap_emitEditorEvents() {
        // Given
        let (sut, _) = makeSUT()

        // When / Then
        sut.onAddTap()
        XCTAssertEqual(sut.navigationEvent, .addItem)
        sut.consumeNavigationEvent()

        sut.onItemTap("rice")
        XCTAssertEqual(sut.navigationEvent, .editItem(itemId: "rice"))
    }
}
