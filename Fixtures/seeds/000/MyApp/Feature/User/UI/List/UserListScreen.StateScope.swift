// seed 000:L1529-1539, recommended (block L1506-1561, "### State Scope")
// fragment: `UserListContent(uiState: viewModel.uiState, ...)`: arguments elided
// ---
// MARK: - Screen State (managed by ViewModel)

struct UserListScreen: View {

    // Screen state managed by ViewModel
    @State private var viewModel: UserListViewModel

    var body: some View {
        UserListContent(uiState: viewModel.uiState, ...)
    }
}
