// seed 000:L1942-2006, recommended (block L1942-2006, "### Error Type Hierarchy")
// ---
import Foundation

/**
 * Application error hierarchy
 */
enum AppError: Error, Equatable {

    // Network errors
    case network(NetworkError)

    // Data errors
    case data(DataError)

    // Auth errors
    case auth(AuthError)

    // Unknown error
    case unknown(String)

    enum NetworkError: Equatable {
        case noConnection
        case timeout
        case server(code: Int)
        case unknown
    }

    enum DataError: Equatable {
        case notFound(String = "Data not found")
        case validation(String)
        case conflict(String)
    }

    enum AuthError: Equatable {
        case unauthorized
        case sessionExpired
    }
}

extension AppError: LocalizedError {

    var errorDescription: String? {
        switch self {
        case .network(.noConnection):
            return "No internet connection"
        case .network(.timeout):
            return "Request timed out"
        case .network(.server(let code)):
            return "Server error (\(code))"
        case .network(.unknown):
            return "A communication error occurred"
        case .data(.notFound(let message)):
            return message
        case .data(.validation(let message)):
            return message
        case .data(.conflict(let message)):
            return message
        case .auth(.unauthorized):
            return "Authentication required"
        case .auth(.sessionExpired):
            return "Session has expired"
        case .unknown(let message):
            return message
        }
    }
}
