// seed 000:L205-268, recommended (block L205-268, "### ViewModel (iOS 15-16 ObservableObject)")
// ---
import SwiftUI
import Combine

/**
 * ViewModel for User List Screen (iOS 15-16 compatible)
 */
final class UserListViewModel: ObservableObject {

    // MARK: - Public Properties

    @Published private(set) var uiState = UserListUiState()
    @Published private(set) var navigationEvent: UserListNavigationEvent?

    // MARK: - Private Properties

    private let getUsersUseCase: GetUsersUseCaseProtocol
    private var cancellables = Set<AnyCancellable>()
    private var loadTask: Task<Void, Never>?

    // MARK: - Initialization

    init(getUsersUseCase: GetUsersUseCaseProtocol) {
        self.getUsersUseCase = getUsersUseCase
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Public Functions

    @MainActor
    func loadUsers() {
        loadTask?.cancel()
        loadTask = Task {
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

    func onUserTap(_ userId: String) {
        navigationEvent = .detail(userId: userId)
    }

    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    func onRetryTap() {
        loadUsers()
    }
}
