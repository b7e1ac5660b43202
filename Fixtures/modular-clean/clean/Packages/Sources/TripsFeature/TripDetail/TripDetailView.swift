import SwiftUI

/// Stateful itinerary screen for one trip.
public struct TripDetailView: View {
    @StateObject private var viewModel: TripDetailViewModel
    let onExplorePlace: (String) -> Void

    public init(
        viewModel: @autoclosure @escaping () -> TripDetailViewModel,
        onExplorePlace: @escaping (String) -> Void
    ) {
        self._viewModel = StateObject(wrappedValue: viewModel())
        self.onExplorePlace = onExplorePlace
    }

    public var body: some View {
        TripDetailContentView(
            viewState: viewModel.viewState,
            viewData: viewModel.viewData,
            onEvent: viewModel.handleEvent,
            onExplorePlace: onExplorePlace
        )
    }
}
