// seed 004:L1219-1235, recommended (block L1219-1373, "### app integration")
// ---
// App.swift - Main app with DI setup
@main
struct MyApp: App {
    @StateObject private var coordinator = AppCoordinator()
    @StateObject private var container = DIContainer()
    
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(coordinator)
                .environmentObject(container)
                .onOpenURL { url in
                    coordinator.handleDeepLink(url)
                }
        }
    }
}
