import SwiftUI
import SearchFeature
import TripsFeature
import ProfileFeature

/// Main navigation: one `NavigationStack` driven by the coordinator's path.
/// Feature screens report navigation through closures; this view turns them into destinations.
struct RootView: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    @EnvironmentObject private var container: DIContainer

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            tripList
                .navigationDestination(for: AppDestination.self) { destination in
                    destinationView(for: destination)
                }
        }
        .tint(.teal)
    }

    private var tripList: some View {
        TripListView(
            viewModel: container.makeTripListViewModel(router: coordinator),
            onTripSelected: { tripId in
                coordinator.navigate(to: .trips(.detail(tripId: tripId)))
            },
            onNavigateToSearch: {
                coordinator.navigate(to: .search(.search(initialQuery: nil)))
            },
            onNavigateToProfile: {
                coordinator.navigate(to: .profile(.travellerProfile))
            }
        )
    }

    @ViewBuilder
    private func destinationView(for destination: AppDestination) -> some View {
        switch destination {
        case .search(let searchDestination):
            searchDestinationView(for: searchDestination)
        case .trips(let tripsDestination):
            tripsDestinationView(for: tripsDestination)
        case .profile(let profileDestination):
            profileDestinationView(for: profileDestination)
        }
    }

    @ViewBuilder
    private func searchDestinationView(for destination: SearchDestination) -> some View {
        switch destination {
        case .search(let initialQuery):
            SearchView(viewModel: container.makeSearchViewModel(initialQuery: initialQuery))
        }
    }

    @ViewBuilder
    private func tripsDestinationView(for destination: TripsDestination) -> some View {
        switch destination {
        case .list:
            tripList
        case .detail(let tripId):
            TripDetailView(
                viewModel: container.makeTripDetailViewModel(tripId: tripId),
                onExplorePlace: { searchDestination in
                    coordinator.navigate(to: .search(searchDestination))
                }
            )
        }
    }

    @ViewBuilder
    private func profileDestinationView(for destination: ProfileDestination) -> some View {
        switch destination {
        case .travellerProfile:
            ProfileView(
                viewModel: container.makeProfileViewModel(),
                onOpenTrip: { tripsDestination in
                    coordinator.navigate(to: .trips(tripsDestination))
                }
            )
        }
    }
}
