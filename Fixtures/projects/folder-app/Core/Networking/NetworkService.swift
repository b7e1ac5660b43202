import Foundation

struct Endpoint {
    let path: String
}

protocol Networking {
    func data(for endpoint: Endpoint) async throws -> Data
}

final class NetworkService: Networking {
    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func data(for endpoint: Endpoint) async throws -> Data {
        try await URLSession.shared.data(from: baseURL.appendingPathComponent(endpoint.path)).0
    }
}
