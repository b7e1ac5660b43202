// seed 004:L1479-1623, recommended (block L1479-1623, "### viewmodel test")
// ---
import XCTest
@testable import MyApp

@MainActor
final class FeatureViewModelTests: XCTestCase {
    private var viewModel: FeatureViewModel!
    private var mockGetItemsUseCase: MockGetFeatureItemsUseCase!
    private var mockUpdateItemUseCase: MockUpdateFeatureItemUseCase!
    private var mockDeleteItemUseCase: MockDeleteFeatureItemUseCase!
    
    override func setUp() {
        super.setUp()
        mockGetItemsUseCase = MockGetFeatureItemsUseCase()
        mockUpdateItemUseCase = MockUpdateFeatureItemUseCase()
        mockDeleteItemUseCase = MockDeleteFeatureItemUseCase()
        
        viewModel = FeatureViewModel(
            getFeatureItemsUseCase: mockGetItemsUseCase,
            updateFeatureItemUseCase: mockUpdateItemUseCase,
            deleteFeatureItemUseCase: mockDeleteItemUseCase
        )
    }
    
    func testLoadItems_Success() async {
        // Given
        let expectedItems = [
            FeatureItem(
                id: "1",
                title: "Test Item",
                description: "Test Description",
                isActive: true,
                createdAt: Date()
            )
        ]
        mockGetItemsUseCase.result = .success(expectedItems)
        
        // When
        viewModel.handleEvent(.loadItems)
        
        // Wait for async operation
        try? await Task.sleep(nanoseconds: 100_000_000) // 0.1 seconds
        
        // Then
        XCTAssertEqual(viewModel.viewData.items, expectedItems)
        XCTAssertFalse(viewModel.viewData.isRefreshing)
        
        if case .success(let data) = viewModel.viewState {
            XCTAssertEqual(data.items, expectedItems)
        } else {
            XCTFail("Expected success state")
        }
    }
    
    func testLoadItems_Failure() async {
        // Given
        mockGetItemsUseCase.result = .failure(FeatureError.networkError)
        
        // When
        viewModel.handleEvent(.loadItems)
        
        // Wait for async operation
        try? await Task.sleep(nanoseconds: 100_000_000) // 0.1 seconds
        
        // Then
        if case .error(let error) = viewModel.viewState {
            XCTAssertEqual(error, FeatureError.networkError)
        } else {
            XCTFail("Expected error state")
        }
    }
    
    func testItemTapped_ShouldSelectItem() {
        // Given
        let testItem = FeatureItem(
            id: "1",
            title: "Test",
            description: "Test",
            isActive: true,
            createdAt: Date()
        )
        
        // When
        viewModel.handleEvent(.itemTapped(testItem))
        
        // Then
        XCTAssertEqual(viewModel.viewData.selectedItem, testItem)
        
        if case .success(let data) = viewModel.viewState {
            XCTAssertEqual(data.selectedItem, testItem)
        } else {
            XCTFail("Expected success state")
        }
    }
    
    func testSearchQueryChanged_ShouldUpdateQuery() {
        // Given
        let searchQuery = "test query"
        
        // When
        viewModel.handleEvent(.searchQueryChanged(searchQuery))
        
        // Then
        XCTAssertEqual(viewModel.viewData.searchQuery, searchQuery)
    }
}

// Mock Use Cases
final class MockGetFeatureItemsUseCase: GetFeatureItemsUseCase {
    var result: Result<[FeatureItem], Error> = .success([])
    
    func execute() async throws -> [FeatureItem] {
        switch result {
        case .success(let items):
            return items
        case .failure(let error):
            throw error
        }
    }
}

final class MockUpdateFeatureItemUseCase: UpdateFeatureItemUseCase {
    var result: Result<Void, Error> = .success(())
    
    func execute(_ item: FeatureItem) async throws {
        switch result {
        case .success:
            return
        case .failure(let error):
            throw error
        }
    }
}

final class MockDeleteFeatureItemUseCase: DeleteFeatureItemUseCase {
    var result: Result<Void, Error> = .success(())
    
    func execute(_ itemId: String) async throws {
        switch result {
        case .success:
            return
        case .failure(let error):
            throw error
        }
    }
}
