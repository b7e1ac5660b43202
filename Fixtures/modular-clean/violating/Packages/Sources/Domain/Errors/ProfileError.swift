import Foundation

public enum ProfileError: Error, Equatable, LocalizedError, Sendable {
    case offline
    case invalidHomeAirport(String)
    case unsupportedCurrency(String)
    case unknown(String)

    public var errorDescription: String? {
        switch self {
        case .offline:
            return "You're offline. Your changes were not saved."
        case .invalidHomeAirport(let code):
            return "\"\(code)\" is not a three-letter airport code."
        case .unsupportedCurrency(let code):
            return "Prices can't be shown in \(code) yet."
        case .unknown(let message):
            return message
        }
    }

    public static func from(_ error: Error) -> ProfileError {
        if let profileError = error as? ProfileError {
            return profileError
        }
        return .unknown(error.localizedDescription)
    }
}
