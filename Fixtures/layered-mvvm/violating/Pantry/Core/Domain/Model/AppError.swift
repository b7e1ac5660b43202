import Foundation

/**
 * Application error hierarchy, shared by every layer
 *
 * Transport failures (URLError, HTTPURLResponse status codes) are translated into
 * these cases by APIClient in the Data layer: the Domain never sees networking types.
 * The UI turns them into UiError (see Core/UI/Component/UiError.swift).
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
        case corrupted(String)
    }

    enum AuthError: Equatable {
        case unauthorized
        case sessionExpired
    }
}

// MARK: - User-facing description

extension AppError: LocalizedError {

    var errorDescription: String? {
        switch self {
        case .network(.noConnection):
            return "No internet connection"
        case .network(.timeout):
            return "The request timed out"
        case .network(.server(let code)):
            return "Server error (\(code))"
        case .network(.unknown):
            return "A communication error occurred"
        case .data(.notFound(let message)),
             .data(.validation(let message)),
             .data(.conflict(let message)),
             .data(.corrupted(let message)):
            return message
        case .auth(.unauthorized):
            return "Please sign in again"
        case .auth(.sessionExpired):
            return "Your session has expired"
        case .unknown(let message):
            return message
        }
    }
}

// MARK: - Developer-facing description (logs only, never shown to the user)

extension AppError: CustomDebugStringConvertible {

    var debugDescription: String {
        switch self {
        case .network(.noConnection):
            return "AppError.network.noConnection (from URLError.notConnectedToInternet)"
        case .network(.timeout):
            return "AppError.network.timeout (from URLError.timedOut)"
        case .network(.server(let code)):
            return "AppError.network.server (HTTPURLResponse status \(code))"
        case .network(.unknown):
            return "AppError.network.unknown"
        case .data(let dataError):
            return "AppError.data.\(dataError)"
        case .auth(let authError):
            return "AppError.auth.\(authError)"
        case .unknown(let message):
            return "AppError.unknown: \(message)"
        }
    }
}

// MARK: - Retry and HTTP status

extension AppError {

    /// Whether a screen should offer "Try again": the same answer the error alert gives.
    var isRetryable: Bool {
        toUiError().action == ErrorAction.retry
    }

    /**
     * The error a non-2xx response of the API stands for, `nil` for a success
     *
     * Used by the background refresh, which reads the status code itself.
     */
    init?(response: HTTPURLResponse) {
        switch response.statusCode {
        case 200..<300:
            return nil
        case 401, 403:
            self = .auth(.unauthorized)
        case 404:
            self = .data(.notFound())
        default:
            self = .network(.server(code: response.statusCode))
        }
    }
}
