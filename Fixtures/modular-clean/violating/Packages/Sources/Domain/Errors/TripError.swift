import Foundation
#if canImport(Network)
import Network
#endif

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
        #if canImport(Network)
        // Saves a round trip through the repository's mapping for the two cases every screen shows.
        switch error as? NetworkError {
        case .offline?, .timedOut?:
            return .offline
        case .httpStatus(404)?:
            return .notFound
        default:
            break
        }
        #endif
        return .unknown(error.localizedDescription)
    }
}
