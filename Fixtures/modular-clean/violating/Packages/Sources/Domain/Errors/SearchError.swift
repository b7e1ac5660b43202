import Foundation

public enum SearchError: Error, Equatable, LocalizedError, Sendable {
    case offline
    case serviceUnavailable
    case unknown(String)

    public var errorDescription: String? {
        switch self {
        case .offline:
            return "You're offline. Check your connection and try again."
        case .serviceUnavailable:
            return "Place search is temporarily unavailable."
        case .unknown(let message):
            return message
        }
    }

    public static func from(_ error: Error) -> SearchError {
        if let searchError = error as? SearchError {
            return searchError
        }
        return .unknown(error.localizedDescription)
    }

    /// Maps a failed search response; 5xx means the search backend is down, not the traveller.
    public static func from(response: HTTPURLResponse) -> SearchError {
        (500..<600).contains(response.statusCode) ? .serviceUnavailable : .unknown("HTTP \(response.statusCode)")
    }
}
