import Foundation
import Network

public final class ProfileRemoteDataSourceImpl: ProfileRemoteDataSource {
    private let client: NetworkClient

    public init(client: NetworkClient) {
        self.client = client
    }

    public func fetchProfile() async throws -> TravellerProfileDTO {
        try await client.send(Endpoint(path: "/v1/me"), as: TravellerProfileDTO.self)
    }

    public func updateProfile(_ profile: TravellerProfileDTO) async throws -> TravellerProfileDTO {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let endpoint = Endpoint(path: "/v1/me", method: .put, body: try encoder.encode(profile))
        return try await client.send(endpoint, as: TravellerProfileDTO.self)
    }
}
