// seed 002:L711-745, recommended (block L711-745, "## Root View (`App/ContentView.swift`)")
// ---
struct ContentView: View {
    @Environment(RouteManager.self) private var routeManager
    @Environment(AuthManager.self) private var authManager
    @Environment(ConnectivityMonitor.self) private var connectivityMonitor

    var body: some View {
        @Bindable var routeManager = routeManager
        @Bindable var authManager = authManager

        VStack(spacing: 0) {
            if !connectivityMonitor.isConnected {
                Text("No internet connection")
                    .font(.caption)
                    .fontWeight(.semibold)
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
                    .background(Color.red)
            }

            TabView(selection: $routeManager.selectedTab) {
                NavigationStack(path: $routeManager.homePath) {
                    HomeView(viewModel: DependencyContainer.shared.resolve(HomeViewModel.self))
                }
                .tabItem { Label("Home", systemImage: "house.fill") }
                .tag(Tab.home)

                // ... more tabs
            }
        }
        .fullScreenCover(isPresented: $authManager.showLoginView) {
            LoginView(viewModel: LoginViewModel())
        }
    }
}
