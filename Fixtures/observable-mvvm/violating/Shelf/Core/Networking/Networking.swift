import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

enum NetworkError: Error {
    case invalidURL
    case invalidResponse
    case unauthorized
    case transport(Error)
    case encoding(Error)
    case decoding(Error)
    case server(statusCode: Int, body: Data?)

    /// Only failures that may go away on their own are worth another attempt.
    var isRetryable: Bool {
        switch self {
        case .server(let statusCode, _):
            return (500...599).contains(statusCode)
        case .transport(let error):
            return (error as? URLError)?.code != .cancelled
        default:
            return false
        }
    }
}

extension NetworkError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .invalidURL:
            return "The request address is not valid."
        case .invalidResponse:
            return "The library server sent an unexpected response."
        case .unauthorized:
            return "Please sign in again."
        case .transport(let error):
            return "Could not reach the library: \(error.localizedDescription)"
        case .encoding:
            return "The request could not be prepared."
        case .decoding:
            return "The library server sent data this version of Shelf cannot read."
        case .server(let statusCode, let body):
            if let body, let detail = String(data: body, encoding: .utf8), !detail.isEmpty {
                return "The library server returned \(statusCode): \(detail)"
            }
            return "The library server returned \(statusCode)."
        }
    }
}

protocol Networking {
    func makeRequest<T: Decodable>(endpoint: Endpoint) async throws -> T
}
