import Foundation
import Domain
import Network

public final class ProfileRepositoryImpl: ProfileRepository {
    private let remoteDataSource: ProfileRemoteDataSource

    public init(remoteDataSource: ProfileRemoteDataSource) {
        self.remoteDataSource = remoteDataSource
    }

    public func getProfile() async throws -> TravellerProfile {
        do {
            return try await remoteDataSource.fetchProfile().toDomain()
        } catch {
            throw Self.map(error)
        }
    }

    public func updateProfile(_ profile: TravellerProfile) async throws -> TravellerProfile {
        do {
            let dto = TravellerProfileDTO(profile: profile)
            return try await remoteDataSource.updateProfile(dto).toDomain()
        } catch {
            throw Self.map(error)
        }
    }

    private static func map(_ error: Error) -> ProfileError {
        switch error as? NetworkError {
        case .offline?, .timedOut?:
            return .offline
        default:
            return .unknown(error.localizedDescription)
        }
    }
}
