import Foundation

public enum TripError: Error, Equatable, LocalizedError, Sendable {
    case offline
    case notFound
    case unknown(String)

    public var errorDescription: String? {
        switch self {
        case .offline:
            return "You're offline and no saved trips are available yet."
        case .notFound:
            return "This trip no longer exists."
        case .unknown(let message):
            return message
        }
    }

    public static func from(_ error: Error) -> TripError {
        if let tripError = error as? TripError {
            return tripError
        }
        return .unknown(error.localizedDescription)
    }
}
