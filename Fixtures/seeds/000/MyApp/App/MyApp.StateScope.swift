// seed 000:L1550-1561, recommended (block L1506-1561, "### State Scope")
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
