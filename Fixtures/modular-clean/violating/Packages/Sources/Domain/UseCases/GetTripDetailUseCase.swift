import Foundation

public protocol GetTripDetailUseCase: Sendable {
    func execute(tripId: String) async throws -> Trip
}
