// seed 004:L485-506, recommended (block L352-519, "## viewmodel viewevent template")
// ---
// Extension for FeatureViewData copy functionality
extension FeatureViewData {
    func copy(
        items: [FeatureItem]? = nil,
        selectedItem: FeatureItem?? = nil,
        isRefreshing: Bool? = nil,
        searchQuery: String? = nil,
        filterType: FilterType? = nil,
        showDialog: Bool? = nil,
        errorMessage: String?? = nil
    ) -> FeatureViewData {
        FeatureViewData(
            items: items ?? self.items,
            selectedItem: selectedItem ?? self.selectedItem,
            isRefreshing: isRefreshing ?? self.isRefreshing,
            searchQuery: searchQuery ?? self.searchQuery,
            filterType: filterType ?? self.filterType,
            showDialog: showDialog ?? self.showDialog,
            errorMessage: errorMessage ?? self.errorMessage
        )
    }
}
