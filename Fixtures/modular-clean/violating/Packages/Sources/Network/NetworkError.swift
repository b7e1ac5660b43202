import Foundation

public enum NetworkError: Error, Equatable, Sendable {
    case offline
    case timedOut
    case invalidRequest
    case invalidResponse
    case httpStatus(Int)
    case decodingFailed
    case transport(code: Int)
}
