import SwiftUI

@main
struct VoyageApp: App {
    @StateObject private var coordinator = AppCoordinator()
    @StateObject private var container = DIContainer()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(coordinator)
                .environmentObject(container)
                .onOpenURL { url in
                    coordinator.handleDeepLink(url)
                }
        }
    }
}
