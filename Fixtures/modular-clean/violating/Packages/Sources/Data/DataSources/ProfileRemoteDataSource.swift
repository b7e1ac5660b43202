import Foundation

public protocol ProfileRemoteDataSource: Sendable {
    func fetchProfile() async throws -> TravellerProfileDTO
    func updateProfile(_ profile: TravellerProfileDTO) async throws -> TravellerProfileDTO
}
