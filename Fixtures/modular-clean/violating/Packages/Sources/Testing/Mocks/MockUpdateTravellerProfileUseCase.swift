import Foundation
import Domain

/// Echoes the profile it receives unless `error` is set.
public final class MockUpdateTravellerProfileUseCase: UpdateTravellerProfileUseCase, @unchecked Sendable {
    public var error: Error?
    public private(set) var receivedProfiles: [TravellerProfile] = []
    private let lock = NSLock()

    public init(error: Error? = nil) {
        self.error = error
    }

    public func execute(_ profile: TravellerProfile) async throws -> TravellerProfile {
        try lock.withLock {
            receivedProfiles.append(profile)
            if let error {
                throw error
            }
            return profile
        }
    }
}
