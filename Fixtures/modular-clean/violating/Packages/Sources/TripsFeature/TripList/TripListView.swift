import SwiftUI

/// Stateful "My trips" screen. Navigation is reported through closures; the App decides where to go.
public struct TripListView: View {
    @StateObject private var viewModel: TripListViewModel
    let onTripSelected: (String) -> Void
    let onNavigateToSearch: () -> Void
    let onNavigateToProfile: () -> Void

    public init(
        viewModel: @autoclosure @escaping () -> TripListViewModel,
        onTripSelected: @escaping (String) -> Void,
        onNavigateToSearch: @escaping () -> Void,
        onNavigateToProfile: @escaping () -> Void
    ) {
        self._viewModel = StateObject(wrappedValue: viewModel())
        self.onTripSelected = onTripSelected
        self.onNavigateToSearch = onNavigateToSearch
        self.onNavigateToProfile = onNavigateToProfile
    }

    public var body: some View {
        TripListContentView(
            viewState: viewModel.viewState,
            viewData: viewModel.viewData,
            onEvent: viewModel.handleEvent,
            onTripSelected: onTripSelected,
            onNavigateToSearch: onNavigateToSearch,
            onNavigateToProfile: onNavigateToProfile
        )
    }
}
