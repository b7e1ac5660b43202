import Foundation

/// One request against the Shelf API, described as a value.
///
/// Conformers live next to their repository (`Data/Repositories/<Feature>/<Feature>Endpoints.swift`),
/// build `url` from `Config.value(for: .api)` and only override the defaults they need.
protocol Endpoint {
    var url: String { get }
    var method: HTTPMethod { get }
    var headers: [String: String]? { get }
    var queryItems: [URLQueryItem]? { get }
    var body: (any Encodable)? { get }
    var requiresAuth: Bool { get }
}

extension Endpoint {
    var headers: [String: String]? { nil }
    var queryItems: [URLQueryItem]? { nil }
    var body: (any Encodable)? { nil }
    var requiresAuth: Bool { false }
}
