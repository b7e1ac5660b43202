// seed 003:L1607-1687, recommended (block L1607-1687, "### Reducer パターン（複雑な状態管理）")
// ---
/**
 * Reducer パターンによる状態管理
 *
 * 複雑な状態遷移を明示的に管理
 */

// Action
enum UserListAction {
    case loadUsers
    case loadUsersSuccess([User])
    case loadUsersFailure(Error)
    case selectUser(String)
    case refresh
}

// State
struct UserListState: Equatable {
    var users: [User] = []
    var isLoading: Bool = false
    var error: Error?
    var selectedUserId: String?

    static func == (lhs: UserListState, rhs: UserListState) -> Bool {
        lhs.users == rhs.users &&
        lhs.isLoading == rhs.isLoading &&
        lhs.selectedUserId == rhs.selectedUserId
    }
}

// Reducer
func userListReducer(state: inout UserListState, action: UserListAction) {
    switch action {
    case .loadUsers, .refresh:
        state.isLoading = true
        state.error = nil

    case .loadUsersSuccess(let users):
        state.users = users
        state.isLoading = false
        state.error = nil

    case .loadUsersFailure(let error):
        state.isLoading = false
        state.error = error

    case .selectUser(let userId):
        state.selectedUserId = userId
    }
}

// Store
@Observable
final class UserListStore {

    private(set) var state = UserListState()

    private let getUsersUseCase: GetUsersUseCaseProtocol

    init(getUsersUseCase: GetUsersUseCaseProtocol) {
        self.getUsersUseCase = getUsersUseCase
    }

    @MainActor
    func dispatch(_ action: UserListAction) async {
        userListReducer(state: &state, action: action)

        // 副作用の処理
        switch action {
        case .loadUsers, .refresh:
            do {
                let users = try await getUsersUseCase.execute()
                userListReducer(state: &state, action: .loadUsersSuccess(users))
            } catch {
                userListReducer(state: &state, action: .loadUsersFailure(error))
            }

        default:
            break
        }
    }
}
