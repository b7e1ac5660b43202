import Foundation
import Common
import Domain

/// Wire format of `GET /v1/trips` and `GET /v1/trips/{id}`; also what the offline cache stores.
public struct TripDTO: Codable, Equatable, Sendable {
    let id: String
    let title: String
    let placeName: String
    let startDate: Date
    let endDate: Date
    let status: String
    let itinerary: [ItineraryItemDTO]
    let bookings: [BookingDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case placeName = "place_name"
        case startDate = "start_date"
        case endDate = "end_date"
        case status
        case itinerary
        case bookings
    }

    struct ItineraryItemDTO: Codable, Equatable, Sendable {
        let id: String
        let title: String
        let kind: String
        let startsAt: Date
        let location: String
        let notes: String?

        enum CodingKeys: String, CodingKey {
            case id
            case title
            case kind
            case startsAt = "starts_at"
            case location
            case notes
        }
    }

    struct BookingDTO: Codable, Equatable, Sendable {
        let id: String
        let kind: String
        let provider: String
        let confirmationCode: String
        let totalPrice: Decimal
        let currencyCode: String
        let date: Date

        enum CodingKeys: String, CodingKey {
            case id
            case kind
            case provider
            case confirmationCode = "confirmation_code"
            case totalPrice = "total_price"
            case currencyCode = "currency_code"
            case date
        }
    }

    /// Envelope of the list endpoint: `{ "trips": [...] }`.
    struct ListResponse: Codable, Sendable {
        let trips: [TripDTO]
    }

    func toDomain() -> Trip {
        Trip(
            id: id,
            title: title,
            placeName: placeName,
            dates: DateRange(start: startDate, end: endDate),
            status: Trip.Status(rawValue: status) ?? .upcoming,
            itinerary: itinerary.map { $0.toDomain() },
            bookings: bookings.map { $0.toDomain() }
        )
    }
}

extension TripDTO.ItineraryItemDTO {
    func toDomain() -> ItineraryItem {
        ItineraryItem(
            id: id,
            title: title,
            kind: ItineraryItem.Kind(rawValue: kind) ?? .activity,
            startsAt: startsAt,
            location: location,
            notes: notes
        )
    }
}

extension TripDTO.BookingDTO {
    func toDomain() -> Booking {
        Booking(
            id: id,
            kind: Self.kind(from: kind),
            provider: provider,
            confirmationCode: confirmationCode,
            totalPrice: totalPrice,
            currencyCode: currencyCode,
            date: date
        )
    }

    private static func kind(from value: String) -> Booking.Kind {
        switch value {
        case "flight":
            return .flight
        case "hotel":
            return .hotel
        case "car_rental":
            return .carRental
        default:
            return .tour
        }
    }
}
