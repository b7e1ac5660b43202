// seed 000:L1370-1382, recommended (block L1352-1394, "### DI using Environment (SwiftUI)")
// ---
/**
 * Usage example in App
 */
@main
struct MyApp: App {

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.dependencies, DependencyContainer.shared)
        }
    }
}
