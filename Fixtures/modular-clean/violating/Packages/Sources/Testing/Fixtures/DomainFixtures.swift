import Foundation
import Common
import Domain

/// Deterministic domain values for unit tests.
public enum DomainFixtures {
    /// 2026-01-01T00:00:00Z
    public static let referenceDate = Date(timeIntervalSince1970: 1_767_225_600)

    public static func place(
        id: String = "lisbon",
        name: String = "Lisbon",
        rating: Double = 4.8,
        tags: [String] = ["food", "coast"]
    ) -> Place {
        Place(
            id: id,
            name: name,
            countryCode: "PT",
            summary: "Sample summary for \(name).",
            heroImageURL: nil,
            rating: rating,
            tags: tags
        )
    }

    public static func trip(
        id: String = "trip-1",
        status: Trip.Status = .upcoming,
        startingInDays offset: Int = 10,
        itinerary: [ItineraryItem] = [],
        bookings: [Booking] = []
    ) -> Trip {
        let start = referenceDate.addingTimeInterval(TimeInterval(offset) * 86_400)
        return Trip(
            id: id,
            title: "Trip \(id)",
            placeName: "Porto, Portugal",
            dates: DateRange(start: start, end: start.addingTimeInterval(4 * 86_400)),
            status: status,
            itinerary: itinerary,
            bookings: bookings
        )
    }

    public static func itineraryItem(id: String, hoursAfterReference hours: Double) -> ItineraryItem {
        ItineraryItem(
            id: id,
            title: "Item \(id)",
            kind: .activity,
            startsAt: referenceDate.addingTimeInterval(hours * 3_600),
            location: "Ribeira"
        )
    }

    public static func booking(id: String, daysAfterReference days: Double) -> Booking {
        Booking(
            id: id,
            kind: .hotel,
            provider: "Casa do Rio",
            confirmationCode: "CR-\(id)",
            totalPrice: 320,
            currencyCode: "EUR",
            date: referenceDate.addingTimeInterval(days * 86_400)
        )
    }

    public static func profile(
        homeAirport: String = "LIS",
        preferredCurrency: String = "EUR",
        notificationsEnabled: Bool = true
    ) -> TravellerProfile {
        TravellerProfile(
            id: "traveller-1",
            fullName: "Inês Carvalho",
            email: "ines@example.com",
            homeAirport: homeAirport,
            preferredCurrency: preferredCurrency,
            notificationsEnabled: notificationsEnabled,
            memberSince: referenceDate
        )
    }
}
