import Foundation

public protocol TripRepository: Sendable {
    func getTrips() async throws -> [Trip]
    func getTrip(id: String) async throws -> Trip
}
