import SwiftUI
import SearchFeature

/// Stateful itinerary screen for one trip.
public struct TripDetailView: View {
    @State private var viewModel: TripDetailViewModel
    let onExplorePlace: (SearchDestination) -> Void

    public init(
        viewModel: @autoclosure @escaping () -> TripDetailViewModel,
        onExplorePlace: @escaping (SearchDestination) -> Void
    ) {
        self._viewModel = State(initialValue: viewModel())
        self.onExplorePlace = onExplorePlace
    }

    public var body: some View {
        TripDetailContentView(
            viewState: viewModel.viewState,
            viewData: viewModel.viewData,
            onEvent: viewModel.handleEvent,
            onExplorePlace: { placeName in
                onExplorePlace(.search(initialQuery: placeName))
            }
        )
    }
}
