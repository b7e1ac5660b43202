// seed 003:L2077-2140, recommended (block L2077-2140, "### UI エラーモデル")
// ---
/**
 * UI 用エラーモデル
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
 * Error → UiError 変換
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
                message: "インターネット接続がありません",
                action: .retry
            )
        case .network(.timeout):
            return UiError(
                message: "リクエストがタイムアウトしました",
                action: .retry
            )
        case .network(.server):
            return UiError(
                message: "サーバーエラーが発生しました",
                action: .retry
            )
        case .auth(.unauthorized), .auth(.sessionExpired):
            return UiError(
                message: "ログインが必要です",
                action: .login
            )
        default:
            return UiError(
                message: errorDescription ?? "エラーが発生しました",
                action: .dismiss
            )
        }
    }
}
