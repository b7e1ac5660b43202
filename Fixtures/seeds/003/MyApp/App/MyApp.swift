// seed 003:L1370-1382, recommended (block L1352-1394, "### Environment を使用した DI（SwiftUI）")
// ---
/**
 * App での使用例
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
