// seed 000:L1747-1800, recommended (block L1747-1800, "### Task Management")
// ---
/**
 * Proper Task management
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
        // Cancel Task on ViewModel destruction
        loadTask?.cancel()
    }

    func loadUser(userId: String) {
        // Cancel existing Task
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

            // Check for cancellation
            guard !Task.isCancelled else { return }

            uiState = uiState.copy(
                userDetail: userDetail,
                isLoading: false
            )
        } catch is CancellationError {
            // Ignore cancellation
            return
        } catch {
            uiState = uiState.copy(
                isLoading: false,
                error: error.toUiError()
            )
        }
    }
}
