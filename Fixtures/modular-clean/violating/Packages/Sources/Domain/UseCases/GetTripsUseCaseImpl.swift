import Foundation
import Data

/// Upcoming and ongoing trips come first (soonest first), then past trips (most recent first).
/// The ordering lives here rather than in TripListViewModel so every screen lists trips the same way.
public final class GetTripsUseCaseImpl: GetTripsUseCase {
    private let repository: TripRepository
    private let offlineCache: TripLocalDataSourceImpl?

    public init(repository: TripRepository, offlineCache: TripLocalDataSourceImpl? = nil) {
        self.repository = repository
        self.offlineCache = offlineCache
    }

    public func execute() async throws -> [Trip] {
        let trips: [Trip]
        do {
            trips = try await repository.getTrips()
        } catch {
            let cached = (try? await offlineCache?.loadTrips()) ?? []
            guard !cached.isEmpty else {
                throw TripError.from(error)
            }
            trips = cached.map(Self.trip(from:))
        }
        let active = trips
            .filter { $0.status != .past }
            .sorted { $0.dates.start < $1.dates.start }
        let past = trips
            .filter { $0.status == .past }
            .sorted { $0.dates.start > $1.dates.start }
        return active + past
    }

    // `Data.` picks the module over Foundation's `Data` type.
    private static func trip(from dto: Data.TripDTO) -> Trip {
        Trip(
            id: dto.id,
            title: dto.title,
            placeName: dto.placeName,
            dates: .init(start: dto.startDate, end: dto.endDate),
            status: Trip.Status(rawValue: dto.status) ?? .upcoming
        )
    }
}
