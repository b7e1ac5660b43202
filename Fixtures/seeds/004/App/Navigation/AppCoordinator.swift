// seed 004:L1109-1145, recommended (block L1109-1145, "### coordinator protocol")
// ---
// Simple Coordinator Protocol
protocol Coordinator: ObservableObject {
    associatedtype Destination: Hashable
    
    var navigationPath: NavigationPath { get set }
    
    func navigate(to destination: Destination)
    func goBack()
    func popToRoot()
}

// App Coordinator Implementation
@MainActor
final class AppCoordinator: Coordinator {
    @Published var navigationPath = NavigationPath()
    
    func navigate(to destination: AppDestination) {
        navigationPath.append(destination)
    }
    
    func goBack() {
        if !navigationPath.isEmpty {
            navigationPath.removeLast()
        }
    }
    
    func popToRoot() {
        navigationPath = NavigationPath()
    }
    
    func handleDeepLink(_ url: URL) {
        // Parse URL and navigate to appropriate destination
        if let destination = AppDestination.from(url) {
            navigate(to: destination)
        }
    }
}
