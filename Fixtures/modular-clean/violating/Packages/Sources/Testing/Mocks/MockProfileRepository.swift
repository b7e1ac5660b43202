import Foundation
import Domain

public final class MockProfileRepository: ProfileRepository, @unchecked Sendable {
    public var profileResult: Result<TravellerProfile, Error>
    public var updateError: Error?
    public private(set) var updatedProfiles: [TravellerProfile] = []
    private let lock = NSLock()

    public init(profileResult: Result<TravellerProfile, Error>, updateError: Error? = nil) {
        self.profileResult = profileResult
        self.updateError = updateError
    }

    public func getProfile() async throws -> TravellerProfile {
        try lock.withLock {
            try profileResult.get()
        }
    }

    public func updateProfile(_ profile: TravellerProfile) async throws -> TravellerProfile {
        try lock.withLock {
            updatedProfiles.append(profile)
            if let updateError {
                throw updateError
            }
            return profile
        }
    }
}
