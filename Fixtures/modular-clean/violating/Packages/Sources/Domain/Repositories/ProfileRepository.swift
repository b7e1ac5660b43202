import Foundation

public protocol ProfileRepository: Sendable {
    func getProfile() async throws -> TravellerProfile
    func updateProfile(_ profile: TravellerProfile) async throws -> TravellerProfile
}
