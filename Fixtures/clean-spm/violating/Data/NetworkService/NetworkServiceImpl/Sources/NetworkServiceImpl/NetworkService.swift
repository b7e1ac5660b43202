import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP client for the StrideLog backend.
///
/// This file only knows about transport. Each repository's remote data protocol is
/// implemented in its own `NetworkService+<Repository>.swift` extension, which also maps the
/// Codable DTOs to the repository's models.
public final class NetworkService: @unchecked Sendable {

    enum HTTPMethod: String {
        case get = "GET"
        case post = "POST"
        case delete = "DELETE"
    }

    enum TransportError: Error {
        case offline
        case invalidURL(path: String)
        case status(Int)
        case undecodable
    }

    let tokens = AuthTokenBox()

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    private let encoder: JSONEncoder

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
    }

    /// A session that gives up quickly: the offline copy beats a spinner.
    public static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 15
        configuration.waitsForConnectivity = false
        return URLSession(configuration: configuration)
    }

    /// Sends a request and decodes the JSON reply.
    func send<Response: Decodable>(
        _ method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        body: (any Encodable)? = nil,
        decoding: Response.Type
    ) async throws -> Response {
        let data = try await perform(makeRequest(method, path: path, query: query, body: body))
        do {
            return try decoder.decode(Response.self, from: data)
        } catch {
            throw TransportError.undecodable
        }
    }

    /// Sends a request whose reply has no body (204 No Content).
    func send(_ method: HTTPMethod, path: String) async throws {
        _ = try await perform(makeRequest(method, path: path, query: [], body: nil))
    }
}

// MARK: - Transport

private extension NetworkService {

    func makeRequest(
        _ method: HTTPMethod,
        path: String,
        query: [URLQueryItem],
        body: (any Encodable)?
    ) async throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty {
            components?.queryItems = query
        }
        guard let url = components?.url else {
            throw TransportError.invalidURL(path: path)
        }

        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = try encoder.encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token = await tokens.current {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    func perform(_ request: URLRequest) async throws -> Data {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch is URLError {
            throw TransportError.offline
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError.undecodable
        }
        guard (200..<300).contains(http.statusCode) else {
            throw TransportError.status(http.statusCode)
        }
        return data
    }
}

/// Holds the bearer token of the current session, in memory only.
actor AuthTokenBox {

    private(set) var current: String?

    func store(_ token: String) {
        current = token
    }

    func clear() {
        current = nil
    }
}
