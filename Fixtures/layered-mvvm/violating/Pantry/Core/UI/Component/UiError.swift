import Foundation

/**
 * UI error model: what the user reads, and what they can do about it
 */
struct UiError: Equatable {
    let message: String
    let action: ErrorAction?

    init(message: String, action: ErrorAction? = nil) {
        self.message = message
        self.action = action
    }
}

enum ErrorAction: Equatable {
    case retry
    case dismiss
}

// MARK: - Error → UiError

extension Error {

    func toUiError() -> UiError {
        if let appError = self as? AppError {
            return appError.toUiError()
        }
        return UiError(message: localizedDescription, action: .dismiss)
    }
}

extension AppError {

    func toUiError() -> UiError {
        switch self {
        case .network(.noConnection):
            return UiError(message: "You're offline. Connect to the internet and try again.", action: .retry)
        case .network(.timeout):
            return UiError(message: "This is taking too long. Please try again.", action: .retry)
        case .network(.server), .network(.unknown):
            return UiError(message: "Something went wrong on our side. Please try again.", action: .retry)
        case .auth:
            return UiError(message: "Please sign in again to sync your pantry.", action: .dismiss)
        default:
            return UiError(message: errorDescription ?? "An error occurred", action: .dismiss)
        }
    }
}
