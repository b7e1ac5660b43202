import Foundation

/// What other features may know about the traveller's next trip, without importing TripsFeature.
public struct UpcomingTripBadge: Equatable, Sendable {
    public let tripId: String
    public let title: String
    public let daysUntilDeparture: Int

    public init(tripId: String, title: String, daysUntilDeparture: Int) {
        self.tripId = tripId
        self.title = title
        self.daysUntilDeparture = daysUntilDeparture
    }
}

/// Implemented by TripsFeature, injected by the App into the features that show the badge.
public protocol UpcomingTripBadgeProviding: Sendable {
    func upcomingTripBadge() async -> UpcomingTripBadge?
}
