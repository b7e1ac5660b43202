import Foundation
import Domain
import TripsFeature

/// Ready-made ViewModels for snapshot and UI tests of the trips screens.
public enum TripsFeatureBuilders {
    @MainActor
    public static func tripListViewModel(trips: [Trip] = [DomainFixtures.trip()]) -> TripListViewModel {
        TripListViewModel(getTripsUseCase: MockGetTripsUseCase(result: .success(trips)))
    }
}
