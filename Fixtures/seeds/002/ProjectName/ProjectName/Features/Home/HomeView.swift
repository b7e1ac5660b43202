// seed 002:L638-649, recommended (block L638-649, "### Views")
// ---
struct HomeView: View {
    @Environment(AuthManager.self) private var authManager
    @State private var viewModel: HomeViewModel

    init(viewModel: HomeViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        // ...
    }
}
