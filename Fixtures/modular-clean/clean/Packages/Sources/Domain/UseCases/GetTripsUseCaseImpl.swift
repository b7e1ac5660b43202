import Foundation

/// Upcoming and ongoing trips come first (soonest first), then past trips (most recent first).
/// The ordering lives here rather than in TripListViewModel so every screen lists trips the same way.
public final class GetTripsUseCaseImpl: GetTripsUseCase {
    private let repository: TripRepository

    public init(repository: TripRepository) {
        self.repository = repository
    }

    public func execute() async throws -> [Trip] {
        do {
            let trips = try await repository.getTrips()
            let active = trips
                .filter { $0.status != .past }
                .sorted { $0.dates.start < $1.dates.start }
            let past = trips
                .filter { $0.status == .past }
                .sorted { $0.dates.start > $1.dates.start }
            return active + past
        } catch {
            throw TripError.from(error)
        }
    }
}
