import Foundation
import OSLog

/// Central `os.Logger` instances, one per module that logs.
///
/// Feature modules log under their own module name so Console.app can filter on it.
public enum AppLogger {
    public static let network = make(.network)
    public static let persistence = make(.persistence)
    public static let navigation = make(.navigation)
    public static let trips = make(.trips)
    public static let profile = make(.profile)

    public enum Category: String, CaseIterable, Sendable {
        case network = "Network"
        case persistence = "Persistence"
        case navigation = "Navigation"
        case trips = "TripsFeature"
        case profile = "ProfileFeature"
    }

    private static let subsystem = Bundle.main.bundleIdentifier ?? "app.voyage"

    private static func make(_ category: Category) -> Logger {
        Logger(subsystem: subsystem, category: category.rawValue)
    }
}
