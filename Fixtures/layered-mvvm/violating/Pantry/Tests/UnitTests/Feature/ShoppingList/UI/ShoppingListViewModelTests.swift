import XCTest
@testable import Pantry

/**
 * ViewModel test (real use cases over a fake repository)
 */
@MainActor
final class ShoppingListViewModelTests: XCTestCase {

    private func makeSUT(lists: [ShoppingList] = []) -> (ShoppingListViewModel, FakeShoppingListRepository) {
        let repository = FakeShoppingListRepository()
        repository.lists = lists
        let sut = ShoppingListViewModel(
            getShoppingListsUseCase: GetShoppingListsUseCase(shoppingListRepository: repository),
            toggleShoppingItemUseCase: ToggleShoppingItemUseCase(shoppingListRepository: repository),
            manageShoppingListUseCase: FakeManageShoppingListUseCase()
        )
        return (sut, repository)
    }

    func test_onPullToRefresh_showsLists() async {
        // Given
        let (sut, _) = makeSUT(lists: [.stub(id: "list", name: "Weekly shop", items: [.stub(id: "milk"), .stub(id: "eggs")])])

        // When
        await sut.onPullToRefresh()

        // Then
        XCTAssertFalse(sut.uiState.isLoading)
        XCTAssertEqual(sut.uiState.lists.first?.name, "Weekly shop")
        XCTAssertTrue(sut.uiState.lists.first?.subtitle.hasSuffix("0 of 2 in the basket") ?? false)
    }

    func test_onItemToggle_updatesTheList() async {
        // Given
        let (sut, _) = makeSUT(lists: [.stub(id: "list", items: [.stub(id: "milk")])])
        await sut.onPullToRefresh()

        // When
        sut.onItemToggle(listId: "list", itemId: "milk")
        await waitUntil { sut.uiState.lists.first?.items.first?.isChecked == true }

        // Then
        XCTAssertEqual(sut.uiState.lists.first?.isCompleted, true)
    }

    func test_loadLists_failure_setsRetryableError() async {
        // Given
        let (sut, repository) = makeSUT()
        repository.stubbedError = AppError.network(.server(code: 503))

        // When
        sut.loadLists()
        await waitUntil { sut.uiState.error != nil }

        // Then
        XCTAssertEqual(sut.uiState.error?.action, .retry)
        XCTAssertTrue(sut.uiState.lists.isEmpty)
    }
}
