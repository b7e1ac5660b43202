import Foundation

extension GetTripDetailUseCaseImpl {
    /// Plain-text summary for the share sheet: title, dates and one line per booking.
    public func shareSummary(for trip: Trip) -> String {
        let dates = trip.dates.start.formatted(date: .abbreviated, time: .omitted)
        let bookings = trip.bookings.map { "• \($0.provider) (\($0.confirmationCode))" }
        return ([trip.title, "\(trip.placeName), \(dates), \(trip.nights) nights"] + bookings).joined(separator: "\n")
    }
}
