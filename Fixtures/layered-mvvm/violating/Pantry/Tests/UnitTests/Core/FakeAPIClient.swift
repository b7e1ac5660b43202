import Foundation
@testable import Pantry

/**
 * API client that records requests and answers with nothing
 */
final class FakeAPIClient: APIClientProtocol {

    private(set) var requestedEndpoints: [APIEndpoint] = []
    var stubbedError: Error?

    func request<T: Decodable>(endpoint: APIEndpoint, method: HTTPMethod, body: Encodable?) async throws -> T {
        requestedEndpoints.append(endpoint)
        throw stubbedError ?? AppError.data(.notFound())
    }

    func requestVoid(endpoint: APIEndpoint, method: HTTPMethod, body: Encodable?) async throws {
        requestedEndpoints.append(endpoint)
        if let stubbedError {
            throw stubbedError
        }
    }
}
