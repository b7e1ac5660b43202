import Foundation
import OSLog
import Core
import Domain
import Network

/// Remote first; every successful list fetch refreshes the offline cache, which is the fallback.
public final class TripRepositoryImpl: TripRepository {
    private let remoteDataSource: TripRemoteDataSource
    private let localDataSource: TripLocalDataSource

    public init(remoteDataSource: TripRemoteDataSource, localDataSource: TripLocalDataSource) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
    }

    public func getTrips() async throws -> [Trip] {
        do {
            let remoteTrips = try await remoteDataSource.fetchTrips()
            // Refreshing the cache must not delay the list.
            Task.detached(priority: .utility) { [self] in
                await self.cache(remoteTrips)
            }
            return remoteTrips.map { $0.toDomain() }
        } catch {
            let cachedTrips = (try? await localDataSource.loadTrips()) ?? []
            guard !cachedTrips.isEmpty else {
                throw Self.map(error)
            }
            AppLogger.persistence.notice("Serving \(cachedTrips.count) cached trips")
            return cachedTrips.map { $0.toDomain() }
        }
    }

    public func getTrip(id: String) async throws -> Trip {
        do {
            return try await remoteDataSource.fetchTrip(id: id).toDomain()
        } catch {
            throw Self.map(error)
        }
    }

    private func cache(_ trips: [TripDTO]) async {
        do {
            try await localDataSource.saveTrips(trips)
        } catch {
            AppLogger.persistence.error("Caching trips failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private static func map(_ error: Error) -> TripError {
        switch error as? NetworkError {
        case .offline?, .timedOut?:
            return .offline
        case .httpStatus(404)?:
            return .notFound
        default:
            return .unknown(error.localizedDescription)
        }
    }
}
