import SwiftData
import SwiftUI
#if DEBUG
import OSLog
#endif

@main
struct ShelfApp: App {
    @State private var routeManager = DependencyContainer.shared.resolve(RouteManager.self)
    @State private var authManager = DependencyContainer.shared.resolve(AuthManager.self)
    @State private var connectivityMonitor = DependencyContainer.shared.resolve(ConnectivityMonitor.self)
    @StateObject private var deepLinkHandler = DeepLinkHandler()

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
                .environmentObject(routeManager)
                .environmentObject(deepLinkHandler)
                .modelContainer(for: SavedEvent.self)
                .onOpenURL { deepLinkHandler.handle($0) }
                .onChange(of: deepLinkHandler.pendingDestination) { _, destination in
                    guard let destination else { return }
                    routeManager.selectedTab = .catalog
                    routeManager.catalogPath.append(destination)
                    deepLinkHandler.pendingDestination = nil
                }
        }
    }
}
