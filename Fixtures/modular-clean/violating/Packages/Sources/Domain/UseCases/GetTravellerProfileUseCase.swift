import Foundation

public protocol GetTravellerProfileUseCase: Sendable {
    func execute() async throws -> TravellerProfile
}
