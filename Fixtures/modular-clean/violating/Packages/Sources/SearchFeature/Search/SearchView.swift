import SwiftUI
#if canImport(TripsFeature)
import TripsFeature
#endif

/// Stateful entry point of the search screen: owns the ViewModel, renders `SearchContentView`.
public struct SearchView: View {
    @StateObject private var viewModel: SearchViewModel
    #if canImport(TripsFeature)
    /// Lets a search result jump straight to the trip that already visits the place.
    private let onOpenTrip: ((TripsDestination) -> Void)?
    #endif

    public init(viewModel: @autoclosure @escaping () -> SearchViewModel) {
        self._viewModel = StateObject(wrappedValue: viewModel())
        #if canImport(TripsFeature)
        self.onOpenTrip = nil
        #endif
    }

    public var body: some View {
        SearchContentView(
            viewState: viewModel.viewState,
            viewData: viewModel.viewData,
            onEvent: viewModel.handleEvent
        )
    }
}
