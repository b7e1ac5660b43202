// seed 003:L1529-1539, recommended (block L1506-1561, "### 状態のスコープ")
// fragment: `UserListContent(uiState: viewModel.uiState, ...)`: arguments elided
// ---
// MARK: - 画面状態（ViewModel で管理）

struct UserListScreen: View {

    // 画面の状態は ViewModel で管理
    @State private var viewModel: UserListViewModel

    var body: some View {
        UserListContent(uiState: viewModel.uiState, ...)
    }
}
