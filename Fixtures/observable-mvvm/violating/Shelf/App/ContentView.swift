import SwiftUI

struct ContentView: View {
    @Environment(RouteManager.self) private var routeManager
    @Environment(AuthManager.self) private var authManager
    @Environment(ConnectivityMonitor.self) private var connectivityMonitor

    var body: some View {
        @Bindable var routeManager = routeManager
        @Bindable var authManager = authManager

        VStack(spacing: 0) {
            if !connectivityMonitor.isConnected {
                OfflineBannerView()
            }

            TabView(selection: tabSelection) {
                NavigationStack(path: $routeManager.catalogPath) {
                    CatalogView(viewModel: DependencyContainer.shared.resolve(CatalogViewModel.self))
                        .navigationDestination(for: CatalogDestination.self) { destination in
                            switch destination {
                            case .bookDetail(let bookId):
                                bookDetail(bookId)
                            }
                        }
                }
                .tabItem { Label("Catalog", systemImage: "magnifyingglass") }
                .tag(Tab.catalog)

                NavigationStack(path: $routeManager.loansPath) {
                    LoansView(viewModel: DependencyContainer.shared.resolve(LoansViewModel.self))
                        .navigationDestination(for: LoansDestination.self) { destination in
                            switch destination {
                            case .bookDetail(let bookId):
                                bookDetail(bookId)
                            }
                        }
                }
                .tabItem { Label("Loans", systemImage: "books.vertical.fill") }
                .tag(Tab.loans)

                NavigationStack(path: $routeManager.profilePath) {
                    ProfileView(viewModel: DependencyContainer.shared.resolve(ProfileViewModel.self))
                        .navigationDestination(for: ProfileDestination.self) { destination in
                            switch destination {
                            case .readingHistory:
                                ReadingHistoryView(viewModel: DependencyContainer.shared.resolve(ReadingHistoryViewModel.self))
                            case .events:
                                EventsView()
                            case .bookDetail(let bookId):
                                bookDetail(bookId)
                            }
                        }
                }
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)
            }
        }
        .fullScreenCover(isPresented: $authManager.showLoginView) {
            LoginView(viewModel: LoginViewModel())
        }
    }

    /// Re-selecting the current tab pops it to its root, like the system apps do.
    private var tabSelection: Binding<Tab> {
        Binding(
            get: { routeManager.selectedTab },
            set: { tab in
                if tab == routeManager.selectedTab {
                    routeManager.popToRoot(tab)
                }
                routeManager.selectedTab = tab
            }
        )
    }

    private func bookDetail(_ bookId: String) -> some View {
        BookDetailView(
            bookId: bookId,
            viewModel: DependencyContainer.shared.resolve(BookDetailViewModel.self)
        )
    }
}
