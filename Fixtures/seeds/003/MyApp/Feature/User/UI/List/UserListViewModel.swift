// seed 003:L113-199, recommended (block L113-199, "### ViewModel（iOS 17+ @Observable）")
// ---
import SwiftUI
import Observation

/**
 * ユーザー一覧画面の ViewModel
 *
 * UI 状態の管理とビジネスロジックの呼び出しを担当
 */
@Observable
final class UserListViewModel {

    // MARK: - 公開プロパティ

    // UI State
    private(set) var uiState = UserListUiState()

    // 一時的なイベント（ナビゲーション、アラート等）
    private(set) var navigationEvent: UserListNavigationEvent?

    // MARK: - 非公開プロパティ

    private let getUsersUseCase: GetUsersUseCaseProtocol
    private var loadTask: Task<Void, Never>?

    // MARK: - 初期化

    init(getUsersUseCase: GetUsersUseCaseProtocol) {
        self.getUsersUseCase = getUsersUseCase
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - 公開関数

    /**
     * ユーザー一覧を読み込む
     */
    func loadUsers() {
        loadTask?.cancel()
        loadTask = Task {
            await performLoadUsers()
        }
    }

    /**
     * ユーザーを選択する
     */
    func onUserTap(_ userId: String) {
        navigationEvent = .detail(userId: userId)
    }

    /**
     * ナビゲーションイベントを消費
     */
    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    /**
     * リトライする
     */
    func onRetryTap() {
        loadUsers()
    }

    // MARK: - 非公開関数

    @MainActor
    private func performLoadUsers() async {
        uiState = uiState.copy(isLoading: true, error: nil)

        do {
            let users = try await getUsersUseCase.execute()
            uiState = uiState.copy(
                users: users.map { $0.toUiModel() },
                isLoading: false
            )
        } catch {
            uiState = uiState.copy(
                isLoading: false,
                error: error.toUiError()
            )
        }
    }
}
