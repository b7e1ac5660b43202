import Foundation

/**
 * The user's preferences
 */
struct AppSettings: Equatable {
    /// Items expiring within this many days are listed under "Use soon".
    var expiryWarningDays: Int
    var usesMetricUnits: Bool
    var showsExpiredItems: Bool

    static let defaults = AppSettings(expiryWarningDays: 3, usesMetricUnits: true, showsExpiredItems: true)
}
