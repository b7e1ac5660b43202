import Foundation
#if canImport(FoundationNetworking)
// URLSession lives in FoundationNetworking outside Apple platforms (Linux CI builds of the Data layer).
import FoundationNetworking
#endif

/**
 * API Client Protocol
 *
 * Remote data sources depend on this protocol, never on URLSession directly.
 */
protocol APIClientProtocol {
    func request<T: Decodable>(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) async throws -> T

    func requestVoid(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) async throws
}

extension APIClientProtocol {
    func request<T: Decodable>(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable? = nil
    ) async throws -> T {
        try await request(endpoint: endpoint, method: method, body: body)
    }

    func requestVoid(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable? = nil
    ) async throws {
        try await requestVoid(endpoint: endpoint, method: method, body: body)
    }
}

/**
 * URLSession-based API client
 *
 * Translates transport failures and HTTP status codes into `AppError`, so nothing
 * above the Data layer ever sees URLError or HTTPURLResponse.
 */
final class APIClient: APIClientProtocol {

    // MARK: - Private Properties

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    private let encoder: JSONEncoder

    // MARK: - Initialization

    init(
        baseURL: URL,
        session: URLSession = .shared,
        decoder: JSONDecoder = JSONDecoder(),
        encoder: JSONEncoder = JSONEncoder()
    ) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = decoder
        self.encoder = encoder

        decoder.dateDecodingStrategy = .iso8601
        encoder.dateEncodingStrategy = .iso8601
    }

    // MARK: - APIClientProtocol

    func request<T: Decodable>(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) async throws -> T {
        let urlRequest = try buildRequest(endpoint: endpoint, method: method, body: body)
        let data = try await perform(urlRequest)
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw AppError.data(.corrupted("Unexpected response for \(endpoint.path)"))
        }
    }

    func requestVoid(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) async throws {
        let urlRequest = try buildRequest(endpoint: endpoint, method: method, body: body)
        _ = try await perform(urlRequest)
    }

    // MARK: - Private Functions

    private func buildRequest(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) throws -> URLRequest {
        let url = baseURL.appendingPathComponent(endpoint.path)
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try encoder.encode(body)
        }

        return request
    }

    private func perform(_ request: URLRequest) async throws -> Data {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw Self.mapTransportError(error)
        }
        try validateResponse(response)
        return data
    }

    private func validateResponse(_ response: URLResponse) throws {
        guard let httpResponse = response as? HTTPURLResponse else {
            throw AppError.network(.unknown)
        }

        switch httpResponse.statusCode {
        case 200..<300:
            return
        case 401, 403:
            throw AppError.auth(.unauthorized)
        case 404:
            throw AppError.data(.notFound())
        case 409:
            throw AppError.data(.conflict("This was changed on another device"))
        case 422:
            throw AppError.data(.validation("The server rejected the data"))
        case 500..<600:
            throw AppError.network(.server(code: httpResponse.statusCode))
        default:
            throw AppError.network(.unknown)
        }
    }

    private static func mapTransportError(_ error: URLError) -> Error {
        switch error.code {
        case .cancelled:
            return CancellationError()
        case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed:
            return AppError.network(.noConnection)
        case .timedOut:
            return AppError.network(.timeout)
        default:
            return AppError.network(.unknown)
        }
    }
}
