import SwiftUI
import Domain

extension PlaceCardView {
    /// Convenience for the common case: a card straight from a search result.
    public init(place: Place, isExpanded: Bool = false) {
        self.init(
            title: place.name,
            subtitle: Locale.current.localizedString(forRegionCode: place.countryCode) ?? place.countryCode,
            summary: place.summary,
            rating: place.rating,
            tags: place.tags,
            imageURL: place.heroImageURL,
            isExpanded: isExpanded
        )
    }
}
