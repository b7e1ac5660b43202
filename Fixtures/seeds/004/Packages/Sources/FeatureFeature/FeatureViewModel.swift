// seed 004:L352-483, recommended (block L352-519, "## viewmodel viewevent template")
// ---
@MainActor
final class FeatureViewModel: ObservableObject {
    @Published private(set) var viewState: FeatureViewState = .idle
    @Published private(set) var viewData: FeatureViewData = FeatureViewData()
    
    private let getFeatureItemsUseCase: GetFeatureItemsUseCase
    private let updateFeatureItemUseCase: UpdateFeatureItemUseCase
    private let deleteFeatureItemUseCase: DeleteFeatureItemUseCase
    
    init(
        getFeatureItemsUseCase: GetFeatureItemsUseCase,
        updateFeatureItemUseCase: UpdateFeatureItemUseCase,
        deleteFeatureItemUseCase: DeleteFeatureItemUseCase
    ) {
        self.getFeatureItemsUseCase = getFeatureItemsUseCase
        self.updateFeatureItemUseCase = updateFeatureItemUseCase
        self.deleteFeatureItemUseCase = deleteFeatureItemUseCase
        
        handleEvent(.loadItems)
    }
    
    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .loadItems:
            loadItems()
        case .refresh:
            refresh()
        case .itemTapped(let item):
            selectItem(item)
        case .searchQueryChanged(let query):
            updateSearchQuery(query)
        case .filterChanged(let filterType):
            updateFilter(filterType)
        case .updateItem(let item):
            updateItem(item)
        case .deleteItem(let itemId):
            deleteItem(itemId)
        case .showDialog(let show):
            showDialog(show)
        case .clearError:
            clearError()
        }
    }
    
    private func loadItems() {
        viewState = .loading
        
        Task {
            do {
                let items = try await getFeatureItemsUseCase.execute()
                viewData = viewData.copy(
                    items: items,
                    isRefreshing: false
                )
                viewState = .success(viewData)
            } catch {
                viewState = .error(FeatureError.from(error))
                viewData = viewData.copy(isRefreshing: false)
            }
        }
    }
    
    private func refresh() {
        viewData = viewData.copy(isRefreshing: true)
        viewState = .success(viewData)
        loadItems()
    }
    
    private func selectItem(_ item: FeatureItem) {
        viewData = viewData.copy(selectedItem: item)
        viewState = .success(viewData)
    }
    
    private func updateSearchQuery(_ query: String) {
        viewData = viewData.copy(searchQuery: query)
        viewState = .success(viewData)
    }
    
    private func updateFilter(_ filterType: FilterType) {
        viewData = viewData.copy(filterType: filterType)
        viewState = .success(viewData)
    }
    
    private func updateItem(_ item: FeatureItem) {
        viewState = .loading
        
        Task {
            do {
                try await updateFeatureItemUseCase.execute(item)
                loadItems() // Reload to get updated data
            } catch {
                viewState = .error(FeatureError.from(error))
            }
        }
    }
    
    private func deleteItem(_ itemId: String) {
        viewState = .loading
        
        Task {
            do {
                try await deleteFeatureItemUseCase.execute(itemId)
                loadItems() // Reload to get updated data
            } catch {
                viewState = .error(FeatureError.from(error))
            }
        }
    }
    
    private func showDialog(_ show: Bool) {
        viewData = viewData.copy(showDialog: show)
        viewState = .success(viewData)
    }
    
    private func clearError() {
        viewData = viewData.copy(errorMessage: nil)
        viewState = .success(viewData)
    }
    
    // ViewEvent enum (equivalent to Android ValidationEvent)
    enum ViewEvent {
        case loadItems
        case refresh
        case itemTapped(FeatureItem)
        case searchQueryChanged(String)
        case filterChanged(FilterType)
        case updateItem(FeatureItem)
        case deleteItem(String)
        case showDialog(Bool)
        case clearError
    }
}
