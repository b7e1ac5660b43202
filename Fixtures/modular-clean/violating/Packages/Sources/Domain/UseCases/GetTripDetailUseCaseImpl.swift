import Foundation

/// Loads one trip with its itinerary in chronological order and its bookings by date.
public final class GetTripDetailUseCaseImpl: GetTripDetailUseCase {
    private let repository: TripRepository

    public init(repository: TripRepository) {
        self.repository = repository
    }

    public func execute(tripId: String) async throws -> Trip {
        do {
            let trip = try await repository.getTrip(id: tripId)
            return Trip(
                id: trip.id,
                title: trip.title,
                placeName: trip.placeName,
                dates: trip.dates,
                status: trip.status,
                itinerary: trip.itinerary.sorted { $0.startsAt < $1.startsAt },
                bookings: trip.bookings.sorted { $0.date < $1.date }
            )
        } catch {
            throw TripError.from(error)
        }
    }
}
