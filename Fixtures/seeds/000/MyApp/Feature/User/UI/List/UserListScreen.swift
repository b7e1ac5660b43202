// seed 000:L351-506, recommended (block L351-506, "### SwiftUI View")
// ---
import SwiftUI

/**
 * User List Screen
 */
struct UserListScreen: View {

    // MARK: - Properties

    // iOS 17+: @State, iOS 15-16: @StateObject
    @State private var viewModel: UserListViewModel
    @State private var navigationPath = NavigationPath()

    // MARK: - Initialization

    init(viewModel: UserListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationPath) {
            UserListContent(
                uiState: viewModel.uiState,
                onUserTap: viewModel.onUserTap,
                onRetryTap: viewModel.onRetryTap
            )
            .navigationTitle("User List")
            .navigationDestination(for: String.self) { userId in
                UserDetailScreen(userId: userId)
            }
        }
        .task {
            viewModel.loadUsers()
        }
        .onChange(of: viewModel.navigationEvent) { _, event in
            handleNavigationEvent(event)
        }
    }

    // MARK: - Private Functions

    private func handleNavigationEvent(_ event: UserListNavigationEvent?) {
        guard let event else { return }

        switch event {
        case .detail(let userId):
            navigationPath.append(userId)
        }

        viewModel.consumeNavigationEvent()
    }
}

/**
 * User List Content (previewable)
 */
struct UserListContent: View {

    // MARK: - Properties

    let uiState: UserListUiState
    let onUserTap: (String) -> Void
    let onRetryTap: () -> Void

    // MARK: - Body

    var body: some View {
        ZStack {
            if uiState.isLoading {
                ProgressView()
                    .scaleEffect(1.5)
            } else if let error = uiState.error {
                ErrorContent(
                    error: error,
                    onRetryTap: onRetryTap
                )
            } else if uiState.showEmptyState {
                EmptyContent()
            } else if uiState.showContent {
                UserList(
                    users: uiState.users,
                    onUserTap: onUserTap
                )
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/**
 * User List
 */
struct UserList: View {

    let users: [UserUiModel]
    let onUserTap: (String) -> Void

    var body: some View {
        List(users) { user in
            UserCard(user: user)
                .onTapGesture {
                    onUserTap(user.id)
                }
        }
        .listStyle(.plain)
    }
}

/**
 * Previews
 */
#Preview("Loading") {
    UserListContent(
        uiState: UserListUiState(isLoading: true),
        onUserTap: { _ in },
        onRetryTap: {}
    )
}

#Preview("Content") {
    UserListContent(
        uiState: UserListUiState(
            users: [
                UserUiModel(
                    id: "1",
                    displayName: "Alice",
                    avatarUrl: nil,
                    formattedJoinDate: "2024/01/01"
                ),
                UserUiModel(
                    id: "2",
                    displayName: "Bob",
                    avatarUrl: nil,
                    formattedJoinDate: "2024/02/15"
                )
            ]
        ),
        onUserTap: { _ in },
        onRetryTap: {}
    )
}

#Preview("Error") {
    UserListContent(
        uiState: UserListUiState(
            error: UiError(
                message: "A communication error occurred",
                action: .retry
            )
        ),
        onUserTap: { _ in },
        onRetryTap: {}
    )
}
