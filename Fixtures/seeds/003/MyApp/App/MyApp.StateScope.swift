// seed 003:L1550-1561, recommended (block L1506-1561, "### 状態のスコープ")
// ---
@main
struct MyApp: App {

    @State private var appState = AppState()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(appState)
        }
    }
}
