import Foundation
import Network

public final class TripRemoteDataSourceImpl: TripRemoteDataSource {
    private let client: NetworkClient

    public init(client: NetworkClient) {
        self.client = client
    }

    public func fetchTrips() async throws -> [TripDTO] {
        let response = try await client.send(Endpoint(path: "/v1/trips"), as: TripDTO.ListResponse.self)
        return response.trips
    }

    public func fetchTrip(id: String) async throws -> TripDTO {
        try await client.send(Endpoint(path: "/v1/trips/\(id)"), as: TripDTO.self)
    }
}
