import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if DEBUG && canImport(OSLog)
import OSLog
#endif

/// The one place in the app that talks to `URLSession`.
public final class NetworkClientImpl: NetworkClient {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func send<Response: Decodable & Sendable>(
        _ endpoint: Endpoint,
        as responseType: Response.Type
    ) async throws -> Response {
        let request = try makeRequest(for: endpoint)
        let data = try await perform(request)
        do {
            return try Self.makeDecoder().decode(responseType, from: data)
        } catch {
            throw NetworkError.decodingFailed
        }
    }

    private func makeRequest(for endpoint: Endpoint) throws -> URLRequest {
        let url = baseURL.appending(path: endpoint.path)
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw NetworkError.invalidRequest
        }
        if !endpoint.query.isEmpty {
            components.queryItems = endpoint.query
                .sorted { $0.key < $1.key }
                .map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        guard let requestURL = components.url else {
            throw NetworkError.invalidRequest
        }
        var request = URLRequest(url: requestURL)
        request.httpMethod = endpoint.method.rawValue
        request.httpBody = endpoint.body
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if endpoint.body != nil {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    private func perform(_ request: URLRequest) async throws -> Data {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw Self.map(error)
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw NetworkError.invalidResponse
        }
        #if DEBUG && canImport(OSLog)
        Self.requestLog.debug("\(request.httpMethod ?? "GET") \(request.url?.path ?? "") -> \(httpResponse.statusCode)")
        #endif
        guard (200..<300).contains(httpResponse.statusCode) else {
            throw NetworkError.httpStatus(httpResponse.statusCode)
        }
        return data
    }

    private static func map(_ error: URLError) -> NetworkError {
        switch error.code {
        case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed:
            return .offline
        case .timedOut:
            return .timedOut
        default:
            return .transport(code: error.code.rawValue)
        }
    }

    private static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    #if DEBUG && canImport(OSLog)
    private static let requestLog = Logger(subsystem: "app.voyage.network", category: "Requests")
    #endif
}
