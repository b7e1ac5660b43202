// seed 002:L98-105, recommended (block L98-105, "## Logging (`Core/Logging.swift`)")
// ---
import OSLog

enum Log {
    static let networking = Logger(subsystem: Bundle.main.bundleIdentifier ?? "App", category: "networking")
    static let auth = Logger(subsystem: Bundle.main.bundleIdentifier ?? "App", category: "auth")
    static let navigation = Logger(subsystem: Bundle.main.bundleIdentifier ?? "App", category: "navigation")
    static let general = Logger(subsystem: Bundle.main.bundleIdentifier ?? "App", category: "general")
}
