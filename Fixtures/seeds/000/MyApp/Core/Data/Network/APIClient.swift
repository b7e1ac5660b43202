// seed 000:L967-1082, recommended (block L899-1129, "### Remote DataSource (URLSession)")
// ---
/**
 * API Client
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

final class APIClient: APIClientProtocol {

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    private let encoder: JSONEncoder

    init(
        baseURL: URL,
        session: URLSession = .shared,
        decoder: JSONDecoder = .init(),
        encoder: JSONEncoder = .init()
    ) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = decoder
        self.encoder = encoder

        decoder.dateDecodingStrategy = .iso8601
        encoder.dateEncodingStrategy = .iso8601
    }

    func request<T: Decodable>(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) async throws -> T {
        let request = try buildRequest(endpoint: endpoint, method: method, body: body)
        let (data, response) = try await session.data(for: request)
        try validateResponse(response)
        return try decoder.decode(T.self, from: data)
    }

    func requestVoid(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) async throws {
        let request = try buildRequest(endpoint: endpoint, method: method, body: body)
        let (_, response) = try await session.data(for: request)
        try validateResponse(response)
    }

    private func buildRequest(
        endpoint: APIEndpoint,
        method: HTTPMethod,
        body: Encodable?
    ) throws -> URLRequest {
        let url = baseURL.appendingPathComponent(endpoint.path)
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")

        if let body {
            request.httpBody = try encoder.encode(body)
        }

        return request
    }

    private func validateResponse(_ response: URLResponse) throws {
        guard let httpResponse = response as? HTTPURLResponse else {
            throw AppError.network(.unknown)
        }

        switch httpResponse.statusCode {
        case 200..<300:
            return
        case 401:
            throw AppError.auth(.unauthorized)
        case 404:
            throw AppError.data(.notFound())
        case 409:
            throw AppError.data(.conflict("Resource already exists"))
        case 500..<600:
            throw AppError.network(.server(code: httpResponse.statusCode))
        default:
            throw AppError.network(.unknown)
        }
    }
}
