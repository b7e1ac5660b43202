import SwiftUI
#if DEBUG
import OSLog
#endif

/**
 * App entry point
 *
 * The DependencyContainer is handed to the view tree through the environment,
 * see `EnvironmentValues.dependencies` in Core/DI/DependencyContainer.swift.
 */
@main
struct PantryApp: App {

    // MARK: - Properties

    private let dependencies = DependencyContainer.shared

    // MARK: - Initialization

    init() {
        #if DEBUG
        Logger(subsystem: "com.example.pantry", category: "launch")
            .debug("Pantry starting against \(Configuration.apiBaseURL.absoluteString, privacy: .public)")
        #endif
    }

    // MARK: - Body

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.dependencies, dependencies)
        }
    }
}
