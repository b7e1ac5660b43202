import Foundation

/// Offline cache of the trip list, so "My trips" opens without a connection.
public protocol TripLocalDataSource: Sendable {
    func loadTrips() async throws -> [TripDTO]
    func saveTrips(_ trips: [TripDTO]) async throws
}
