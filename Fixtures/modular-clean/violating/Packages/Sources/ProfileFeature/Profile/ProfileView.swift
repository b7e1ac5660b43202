import SwiftUI
import TripsFeature
import TripsFeatureInterface

/// Stateful traveller profile screen. Also presented modally from the trip list, hence its own navigation bar.
public struct ProfileView: View {
    @StateObject private var viewModel: ProfileViewModel
    private let upcomingTrip: UpcomingTripBadge?
    private let onOpenTrip: (TripsDestination) -> Void

    public init(
        viewModel: @autoclosure @escaping () -> ProfileViewModel,
        upcomingTrip: UpcomingTripBadge? = nil,
        onOpenTrip: @escaping (TripsDestination) -> Void = { _ in }
    ) {
        self._viewModel = StateObject(wrappedValue: viewModel())
        self.upcomingTrip = upcomingTrip
        self.onOpenTrip = onOpenTrip
    }

    public var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                if let upcomingTrip {
                    Button("\(upcomingTrip.title) in \(upcomingTrip.daysUntilDeparture) days") {
                        onOpenTrip(.detail(tripId: upcomingTrip.tripId))
                    }
                    .padding()
                }
                ProfileContentView(
                    viewState: viewModel.viewState,
                    viewData: viewModel.viewData,
                    onEvent: viewModel.handleEvent
                )
            }
        }
        .navigationViewStyle(.stack)
    }
}
