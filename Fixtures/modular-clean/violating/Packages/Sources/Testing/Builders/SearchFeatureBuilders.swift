import Foundation
import Domain
#if canImport(SearchFeature)
import SearchFeature

/// Ready-made ViewModels for snapshot tests of the place detail sheet.
public enum SearchFeatureBuilders {
    @MainActor
    public static func placeDetailViewModel(place: Place = DomainFixtures.place()) -> PlaceDetailViewModel {
        PlaceDetailViewModel(place: place)
    }
}
#endif
