import Foundation
import OSLog

extension Logger {

    private static let subsystem = Bundle.main.bundleIdentifier ?? "com.example.pantry"

    /// Repositories and data sources: cache, sync, on-device store.
    static let data = Logger(subsystem: subsystem, category: "data")
}
