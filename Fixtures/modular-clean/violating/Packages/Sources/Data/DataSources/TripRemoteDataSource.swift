import Foundation

public protocol TripRemoteDataSource: Sendable {
    func fetchTrips() async throws -> [TripDTO]
    func fetchTrip(id: String) async throws -> TripDTO
}
