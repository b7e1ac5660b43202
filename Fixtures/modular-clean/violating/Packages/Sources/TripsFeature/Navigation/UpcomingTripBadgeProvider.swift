import Foundation
import Domain
import TripsFeatureInterface

/// TripsFeature's side of the seam: the next upcoming trip as a badge for other features.
public struct UpcomingTripBadgeProvider: UpcomingTripBadgeProviding {
    private let getTripsUseCase: GetTripsUseCase

    public init(getTripsUseCase: GetTripsUseCase) {
        self.getTripsUseCase = getTripsUseCase
    }

    public func upcomingTripBadge() async -> UpcomingTripBadge? {
        guard let next = try? await getTripsUseCase.execute().first(where: { $0.status == .upcoming }) else {
            return nil
        }
        let days = Calendar.current.dateComponents([.day], from: .now, to: next.dates.start).day ?? 0
        return UpcomingTripBadge(tripId: next.id, title: next.title, daysUntilDeparture: max(days, 0))
    }
}
