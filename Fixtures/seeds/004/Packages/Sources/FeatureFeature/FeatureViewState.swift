// seed 004:L240-319, recommended (block L240-346, "## view state data template")
// ---
// ViewState definition (equivalent to Android UiState)
enum FeatureViewState: Equatable {
    case idle
    case loading
    case success(FeatureViewData)
    case error(FeatureError)
}

// ViewData with all screen state (equivalent to Android UiData)
struct FeatureViewData: Equatable {
    let items: [FeatureItem]
    let selectedItem: FeatureItem?
    let isRefreshing: Bool
    let searchQuery: String
    let filterType: FilterType
    let showDialog: Bool
    let errorMessage: String?
    
    init(
        items: [FeatureItem] = [],
        selectedItem: FeatureItem? = nil,
        isRefreshing: Bool = false,
        searchQuery: String = "",
        filterType: FilterType = .all,
        showDialog: Bool = false,
        errorMessage: String? = nil
    ) {
        self.items = items
        self.selectedItem = selectedItem
        self.isRefreshing = isRefreshing
        self.searchQuery = searchQuery
        self.filterType = filterType
        self.showDialog = showDialog
        self.errorMessage = errorMessage
    }
    
    // Mock data for previews (equivalent to Android mockUiData)
    static let mock = FeatureViewData(
        items: [
            FeatureItem(
                id: "1",
                title: "Sample Active Item",
                description: "This is an active item for testing",
                isActive: true,
                createdAt: Date()
            ),
            FeatureItem(
                id: "2",
                title: "Sample Inactive Item",
                description: "This is an inactive item for testing", 
                isActive: false,
                createdAt: Date()
            ),
            FeatureItem(
                id: "3",
                title: "Another Active Item",
                description: "Another active item with longer description text",
                isActive: true,
                createdAt: Date()
            )
        ],
        selectedItem: FeatureItem(
            id: "1",
            title: "Sample Active Item",
            description: "This is an active item for testing",
            isActive: true,
            createdAt: Date()
        ),
        searchQuery: "sample",
        filterType: .active,
        isRefreshing: false,
        showDialog: false
    )
}

enum FilterType: String, CaseIterable, Equatable {
    case all = "All"
    case active = "Active"  
    case inactive = "Inactive"
}
