// seed 004:L848-929, recommended (block L848-929, "## preview templates")
// ---
// Success State Preview
#Preview(name: "Feature View - Success") {
    FeatureContentView(
        viewState: .success(FeatureViewData.mock),
        viewData: FeatureViewData.mock,
        onEvent: { _ in },
        onNavigateToDetail: { _ in },
        onNavigateBack: { }
    )
}

// Loading State Preview
#Preview(name: "Feature View - Loading") {
    FeatureContentView(
        viewState: .loading,
        viewData: FeatureViewData(),
        onEvent: { _ in },
        onNavigateToDetail: { _ in },
        onNavigateBack: { }
    )
}

// Error State Preview
#Preview(name: "Feature View - Error") {
    FeatureContentView(
        viewState: .error(.networkError),
        viewData: FeatureViewData(),
        onEvent: { _ in },
        onNavigateToDetail: { _ in },
        onNavigateBack: { }
    )
}

// Empty State Preview
#Preview(name: "Feature View - Empty") {
    FeatureContentView(
        viewState: .success(FeatureViewData()),
        viewData: FeatureViewData(),
        onEvent: { _ in },
        onNavigateToDetail: { _ in },
        onNavigateBack: { }
    )
}

// With Dialog Preview
#Preview(name: "Feature View - With Dialog") {
    let viewData = FeatureViewData.mock.copy(showDialog: true)
    return FeatureContentView(
        viewState: .success(viewData),
        viewData: viewData,
        onEvent: { _ in },
        onNavigateToDetail: { _ in },
        onNavigateBack: { }
    )
}

// Individual Component Previews
#Preview(name: "Feature Item Row") {
    FeatureItemRowView(
        item: FeatureViewData.mock.items.first!,
        isSelected: true,
        onTap: { },
        onUpdate: { },
        onDelete: { }
    )
    .padding()
}

#Preview(name: "Search Bar") {
    SearchBarView(
        text: "sample search",
        onTextChanged: { _ in }
    )
    .padding()
}

#Preview(name: "Filter Tabs") {
    FilterTabsView(
        selectedFilter: .active,
        onFilterChanged: { _ in }
    )
}
