import Foundation

/// A request relative to the API base URL.
public struct Endpoint: Equatable, Sendable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
        case put = "PUT"
        case delete = "DELETE"
    }

    public let path: String
    public let method: Method
    public let query: [String: String]
    public let body: Data?

    public init(
        path: String,
        method: Method = .get,
        query: [String: String] = [:],
        body: Data? = nil
    ) {
        self.path = path
        self.method = method
        self.query = query
        self.body = body
    }
}
