import SwiftUI
#if DEBUG
import OSLog
#endif

@main
struct ShelfApp: App {
    @State private var routeManager = DependencyContainer.shared.resolve(RouteManager.self)
    @State private var authManager = DependencyContainer.shared.resolve(AuthManager.self)
    @State private var connectivityMonitor = DependencyContainer.shared.resolve(ConnectivityMonitor.self)

    init() {
        #if DEBUG
        Log.general.debug("Shelf starting against \(Config.value(for: .api), privacy: .public)")
        #endif
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(routeManager)
                .environment(authManager)
                .environment(connectivityMonitor)
        }
    }
}
