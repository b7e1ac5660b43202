// seed 000:L274-345, recommended (block L274-345, "### UI State")
// ---
import Foundation

/**
 * UI state for User List Screen
 *
 * Represent state with immutable struct
 */
struct UserListUiState: Equatable {

    // MARK: - Properties

    let users: [UserUiModel]
    let isLoading: Bool
    let error: UiError?

    // MARK: - Derived Properties

    var isEmpty: Bool {
        users.isEmpty && !isLoading && error == nil
    }

    var showEmptyState: Bool {
        isEmpty
    }

    var showContent: Bool {
        !users.isEmpty
    }

    // MARK: - Initialization

    init(
        users: [UserUiModel] = [],
        isLoading: Bool = false,
        error: UiError? = nil
    ) {
        self.users = users
        self.isLoading = isLoading
        self.error = error
    }

    // MARK: - Copy Function

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
 * User model for UI layer
 */
struct UserUiModel: Equatable, Identifiable {
    let id: String
    let displayName: String
    let avatarUrl: URL?
    let formattedJoinDate: String
}

/**
 * Navigation events
 */
enum UserListNavigationEvent: Equatable {
    case detail(userId: String)
}
