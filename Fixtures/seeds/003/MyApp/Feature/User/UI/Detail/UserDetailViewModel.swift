// seed 003:L1747-1800, recommended (block L1747-1800, "### Task の管理")
// ---
/**
 * Task の適切な管理
 */
@Observable
final class UserDetailViewModel {

    private(set) var uiState = UserDetailUiState()

    private let getUserDetailUseCase: GetUserDetailUseCase
    private var loadTask: Task<Void, Never>?

    init(getUserDetailUseCase: GetUserDetailUseCase) {
        self.getUserDetailUseCase = getUserDetailUseCase
    }

    deinit {
        // ViewModel 破棄時に Task をキャンセル
        loadTask?.cancel()
    }

    func loadUser(userId: String) {
        // 既存の Task をキャンセル
        loadTask?.cancel()

        loadTask = Task {
            await performLoadUser(userId: userId)
        }
    }

    @MainActor
    private func performLoadUser(userId: String) async {
        uiState = uiState.copy(isLoading: true)

        do {
            let userDetail = try await getUserDetailUseCase.execute(userId: userId)

            // キャンセルチェック
            guard !Task.isCancelled else { return }

            uiState = uiState.copy(
                userDetail: userDetail,
                isLoading: false
            )
        } catch is CancellationError {
            // キャンセルは無視
            return
        } catch {
            uiState = uiState.copy(
                isLoading: false,
                error: error.toUiError()
            )
        }
    }
}
