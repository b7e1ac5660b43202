// seed 003:L274-345, recommended (block L274-345, "### UI State")
// ---
import Foundation

/**
 * ユーザー一覧画面の UI 状態
 *
 * Immutable な構造体で状態を表現
 */
struct UserListUiState: Equatable {

    // MARK: - プロパティ

    let users: [UserUiModel]
    let isLoading: Bool
    let error: UiError?

    // MARK: - 派生プロパティ

    var isEmpty: Bool {
        users.isEmpty && !isLoading && error == nil
    }

    var showEmptyState: Bool {
        isEmpty
    }

    var showContent: Bool {
        !users.isEmpty
    }

    // MARK: - 初期化

    init(
        users: [UserUiModel] = [],
        isLoading: Bool = false,
        error: UiError? = nil
    ) {
        self.users = users
        self.isLoading = isLoading
        self.error = error
    }

    // MARK: - コピー関数

    func copy(
        users: [UserUiModel]? = nil,
        isLoading: Bool? = nil,
        error: UiError?? = nil
    ) -> UserListUiState {
        UserListUiState(
            users: users ?? self.users,
            isLoading: isLoading ?? self.isLoading,
            error: error ?? self.error
        )
    }
}

/**
 * UI 層で使用するユーザーモデル
 */
struct UserUiModel: Equatable, Identifiable {
    let id: String
    let displayName: String
    let avatarUrl: URL?
    let formattedJoinDate: String
}

/**
 * ナビゲーションイベント
 */
enum UserListNavigationEvent: Equatable {
    case detail(userId: String)
}
