import Foundation
@testable import Shelf

/// Answers every request with canned JSON and records what was asked for.
final class StubNetworking: Networking {
    var responses: [String: Data] = [:]
    private(set) var requestedURLs: [String] = []

    func makeRequest<T: Decodable>(endpoint: Endpoint) async throws -> T {
        requestedURLs.append(endpoint.url)
        guard let data = responses[endpoint.url] else {
            throw NetworkError.server(statusCode: 404, body: nil)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}
