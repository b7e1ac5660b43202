import SwiftUI
import Domain
import DesignSystem
import Presentation

/// Stateless search screen. It is hosted inside the App's NavigationStack,
/// so it sets a title but never creates a NavigationView of its own.
struct SearchContentView: View {
    let viewState: SearchViewState
    let viewData: SearchViewData
    let onEvent: (SearchViewModel.ViewEvent) -> Void

    var body: some View {
        VStack(spacing: VoyageTheme.Spacing.medium) {
            SearchBarView(
                text: viewData.query,
                placeholder: "Where to next?",
                onTextChanged: { query in
                    onEvent(query.isEmpty ? .clearQuery : .queryChanged(query))
                },
                onSubmit: {
                    onEvent(.submitSearch)
                }
            )
            .padding(.horizontal)

            content
        }
        .navigationTitle("Explore")
    }

    @ViewBuilder
    private var content: some View {
        switch viewState {
        case .idle:
            EmptyStateView(
                title: "Find your next trip",
                message: "Search by city, country or mood, like \"coast\" or \"food\".",
                systemImage: "globe.europe.africa"
            )
        case .loading:
            LoadingStateView(message: "Searching places…")
        case .success(let data):
            if data.places.isEmpty {
                EmptyStateView(
                    title: "No matches",
                    message: "Try another spelling or a broader search.",
                    systemImage: "magnifyingglass"
                )
            } else {
                placeList(data)
            }
        case .error(let error):
            ErrorStateView(
                message: error.localizedDescription,
                onRetry: {
                    onEvent(.retry)
                }
            )
        }
    }

    private func placeList(_ data: SearchViewData) -> some View {
        List(data.places) { place in
            PlaceCardView(
                title: place.name,
                subtitle: Locale.current.localizedString(forRegionCode: place.countryCode) ?? place.countryCode,
                summary: place.summary,
                rating: place.rating,
                tags: place.tags,
                imageURL: place.heroImageURL,
                isExpanded: place == data.selectedPlace
            )
            .onTapGesture {
                Haptics.selectionChanged()
                onEvent(.placeTapped(place))
            }
            .listRowSeparator(.hidden)
        }
        .listStyle(.plain)
    }
}

#Preview("Search - Idle") {
    SearchContentView(
        viewState: .idle,
        viewData: SearchViewData(),
        onEvent: { _ in }
    )
}

#Preview("Search - Loading") {
    SearchContentView(
        viewState: .loading,
        viewData: SearchViewData(query: "coast"),
        onEvent: { _ in }
    )
}

#Preview("Search - Success") {
    SearchContentView(
        viewState: .success(SearchViewData.mock),
        viewData: SearchViewData.mock,
        onEvent: { _ in }
    )
}

#Preview("Search - Selected place") {
    let viewData = SearchViewData.mock.copy(selectedPlace: SearchViewData.mock.places.first)
    return SearchContentView(
        viewState: .success(viewData),
        viewData: viewData,
        onEvent: { _ in }
    )
}

#Preview("Search - Error") {
    SearchContentView(
        viewState: .error(.offline),
        viewData: SearchViewData(query: "coast"),
        onEvent: { _ in }
    )
}
