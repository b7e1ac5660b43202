import Foundation
import Common

/// A planned or past journey with its day-by-day itinerary and the bookings that back it.
public struct Trip: Identifiable, Equatable, Hashable, Sendable {
    public enum Status: String, CaseIterable, Sendable {
        case upcoming
        case ongoing
        case past
    }

    public let id: String
    public let title: String
    public let placeName: String
    public let dates: DateRange
    public let status: Status
    public let itinerary: [ItineraryItem]
    public let bookings: [Booking]

    public init(
        id: String,
        title: String,
        placeName: String,
        dates: DateRange,
        status: Status,
        itinerary: [ItineraryItem] = [],
        bookings: [Booking] = []
    ) {
        self.id = id
        self.title = title
        self.placeName = placeName
        self.dates = dates
        self.status = status
        self.itinerary = itinerary
        self.bookings = bookings
    }

    public var nights: Int {
        dates.nights
    }
}
