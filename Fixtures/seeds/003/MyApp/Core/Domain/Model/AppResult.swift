// seed 003:L2012-2037, recommended (block L2012-2071, "### Result 型の活用")
// ---
/**
 * Result 型を使ったエラーハンドリング
 */

// 成功/失敗を明示的に表現
typealias AppResult<T> = Result<T, AppError>

extension Result where Failure == AppError {

    // 成功時の値を取得（失敗時は nil）
    var success: Success? {
        guard case .success(let value) = self else { return nil }
        return value
    }

    // 失敗時のエラーを取得（成功時は nil）
    var failure: AppError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }

    // map のショートハンド
    func mapSuccess<T>(_ transform: (Success) -> T) -> Result<T, AppError> {
        map(transform)
    }
}
