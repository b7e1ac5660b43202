import Foundation
import Domain
import Data

extension ProfileViewModel {
    /// Support asked for a way to keep legacy home airports that the use case now rejects.
    func forceSave(_ profile: TravellerProfile, using repository: ProfileRepositoryImpl) async throws -> TravellerProfile {
        try await repository.updateProfile(profile)
    }
}
