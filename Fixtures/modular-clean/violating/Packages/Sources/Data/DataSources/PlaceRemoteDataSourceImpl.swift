import Foundation
import Network

public final class PlaceRemoteDataSourceImpl: PlaceRemoteDataSource {
    private static let pageSize = 25

    private let client: NetworkClient

    public init(client: NetworkClient) {
        self.client = client
    }

    public func searchPlaces(query: String) async throws -> [PlaceDTO] {
        let endpoint = Endpoint(
            path: "/v1/places/search",
            query: ["q": query, "limit": String(Self.pageSize)]
        )
        let response = try await client.send(endpoint, as: PlaceDTO.SearchResponse.self)
        return response.results
    }
}
