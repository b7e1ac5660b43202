import Foundation
import OSLog

/// The URLSession-backed `Networking` implementation.
///
/// - GET requests are retried up to three times on 5xx and transport failures (1s, 2s, 4s).
///   Anything that changes state (borrowing, returning, placing a hold) is sent exactly once.
/// - A 401 on an authenticated endpoint asks `AuthManager` for a fresh session and replays the
///   request once; if the refresh fails the member is signed out and `.unauthorized` is thrown.
/// - Requests are logged at `.debug`, retries at `.info`, failures at `.error`.
///
/// Example: `GET https://api.shelf.example/v1/books/9780441013593` with a bearer token.
class NetworkService: Networking {
    private let authManager: AuthManager
    private let session: URLSession
    private let decoder: JSONDecoder
    private let encoder: JSONEncoder

    init(authManager: AuthManager) {
        self.authManager = authManager

        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = 30
        configuration.timeoutIntervalForResource = 60
        configuration.waitsForConnectivity = true
        session = URLSession(configuration: configuration)

        decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
    }

    func makeRequest<T: Decodable>(endpoint: Endpoint) async throws -> T {
        let retryLimit = endpoint.method == .get ? 3 : 0
        var lastError: Error = NetworkError.invalidResponse

        for attempt in 0...retryLimit {
            if attempt > 0 {
                let backoff = pow(2.0, Double(attempt - 1))
                Log.networking.info("Retry \(attempt)/\(retryLimit) for \(endpoint.method.rawValue) \(endpoint.url, privacy: .public) in \(backoff)s")
                try await Task.sleep(for: .seconds(backoff))
            }
            do {
                return try await perform(endpoint)
            } catch let error as NetworkError where error.isRetryable && attempt < retryLimit {
                lastError = error
                Log.networking.error("Attempt \(attempt + 1) failed: \(error.localizedDescription, privacy: .public)")
                continue
            }
        }
        throw lastError
    }

    // MARK: - Request pipeline

    private func perform<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        var request = try await buildRequest(for: endpoint)
        var (data, response) = try await send(request)

        if response.statusCode == 401 && endpoint.requiresAuth {
            Log.networking.info("401 for \(endpoint.url, privacy: .public); refreshing the session")
            guard await authManager.refreshTokenOrSignOut(),
                  let token = await authManager.currentAccessToken() else {
                throw NetworkError.unauthorized
            }
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            (data, response) = try await send(request)
            if response.statusCode == 401 {
                throw NetworkError.unauthorized
            }
        }

        guard (200...299).contains(response.statusCode) else {
            Log.networking.error("HTTP \(response.statusCode) for \(endpoint.method.rawValue) \(endpoint.url, privacy: .public)")
            throw NetworkError.server(statusCode: response.statusCode, body: data)
        }

        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            Log.networking.error("Could not decode \(String(describing: T.self)): \(error.localizedDescription, privacy: .public)")
            throw NetworkError.decoding(error)
        }
    }

    private func buildRequest(for endpoint: Endpoint) async throws -> URLRequest {
        guard var components = URLComponents(string: endpoint.url) else {
            throw NetworkError.invalidURL
        }
        if let queryItems = endpoint.queryItems, !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        guard let url = components.url else {
            throw NetworkError.invalidURL
        }

        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")

        if endpoint.requiresAuth {
            guard let token = await authManager.currentAccessToken() else {
                throw NetworkError.unauthorized
            }
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }

        for (field, value) in endpoint.headers ?? [:] {
            request.setValue(value, forHTTPHeaderField: field)
        }

        if let body = endpoint.body {
            do {
                request.httpBody = try encoder.encode(body)
            } catch {
                throw NetworkError.encoding(error)
            }
        }

        Log.networking.debug("\(endpoint.method.rawValue) \(url.absoluteString, privacy: .public)")
        return request
    }

    private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw NetworkError.transport(error)
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw NetworkError.invalidResponse
        }
        return (data, httpResponse)
    }
}
