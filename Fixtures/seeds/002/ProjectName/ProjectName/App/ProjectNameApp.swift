// seed 002:L688-705, recommended (block L688-705, "## App Entry Point (`App/ProjectNameApp.swift`)")
// ---
import SwiftUI
import OSLog

@main
struct ProjectNameApp: App {
    @State private var routeManager = DependencyContainer.shared.resolve(RouteManager.self)
    @State private var authManager = DependencyContainer.shared.resolve(AuthManager.self)
    @State private var connectivityMonitor = DependencyContainer.shared.resolve(ConnectivityMonitor.self)

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(routeManager)
                .environment(authManager)
                .environment(connectivityMonitor)
        }
    }
}
