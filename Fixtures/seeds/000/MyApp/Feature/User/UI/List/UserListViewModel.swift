// seed 000:L113-199, recommended (block L113-199, "### ViewModel (iOS 17+ @Observable)")
// ---
import SwiftUI
import Observation

/**
 * ViewModel for User List Screen
 *
 * Responsible for UI state management and business logic calls
 */
@Observable
final class UserListViewModel {

    // MARK: - Public Properties

    // UI State
    private(set) var uiState = UserListUiState()

    // Temporary events (navigation, alerts, etc.)
    private(set) var navigationEvent: UserListNavigationEvent?

    // MARK: - Private Properties

    private let getUsersUseCase: GetUsersUseCaseProtocol
    private var loadTask: Task<Void, Never>?

    // MARK: - Initialization

    init(getUsersUseCase: GetUsersUseCaseProtocol) {
        self.getUsersUseCase = getUsersUseCase
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Public Functions

    /**
     * Load user list
     */
    func loadUsers() {
        loadTask?.cancel()
        loadTask = Task {
            await performLoadUsers()
        }
    }

    /**
     * Select a user
     */
    func onUserTap(_ userId: String) {
        navigationEvent = .detail(userId: userId)
    }

    /**
     * Consume navigation event
     */
    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    /**
     * Retry
     */
    func onRetryTap() {
        loadUsers()
    }

    // MARK: - Private Functions

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
