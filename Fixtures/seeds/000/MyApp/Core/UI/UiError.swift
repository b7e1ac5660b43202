// seed 000:L2077-2140, recommended (block L2077-2140, "### UI Error Model")
// ---
/**
 * UI error model
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
    case login
    case dismiss
}

/**
 * Error → UiError conversion
 */
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
            return UiError(
                message: "No internet connection",
                action: .retry
            )
        case .network(.timeout):
            return UiError(
                message: "Request timed out",
                action: .retry
            )
        case .network(.server):
            return UiError(
                message: "A server error occurred",
                action: .retry
            )
        case .auth(.unauthorized), .auth(.sessionExpired):
            return UiError(
                message: "Login required",
                action: .login
            )
        default:
            return UiError(
                message: errorDescription ?? "An error occurred",
                action: .dismiss
            )
        }
    }
}
