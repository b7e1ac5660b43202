// seed 003:L1942-2006, recommended (block L1942-2006, "### エラー型の階層")
// ---
import Foundation

/**
 * アプリケーションエラーの階層
 */
enum AppError: Error, Equatable {

    // ネットワークエラー
    case network(NetworkError)

    // データエラー
    case data(DataError)

    // 認証エラー
    case auth(AuthError)

    // 不明なエラー
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
            return "インターネット接続がありません"
        case .network(.timeout):
            return "リクエストがタイムアウトしました"
        case .network(.server(let code)):
            return "サーバーエラー（\(code)）"
        case .network(.unknown):
            return "通信エラーが発生しました"
        case .data(.notFound(let message)):
            return message
        case .data(.validation(let message)):
            return message
        case .data(.conflict(let message)):
            return message
        case .auth(.unauthorized):
            return "認証が必要です"
        case .auth(.sessionExpired):
            return "セッションの有効期限が切れました"
        case .unknown(let message):
            return message
        }
    }
}
