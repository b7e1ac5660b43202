import Foundation

public protocol UpdateTravellerProfileUseCase: Sendable {
    func execute(_ profile: TravellerProfile) async throws -> TravellerProfile
}
