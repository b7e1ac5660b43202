import Foundation

/**
 * UserDefaults keys of the preferences
 */
enum SettingsKeys {
    static let expiryWarningDays = "settings.expiryWarningDays"
    static let usesMetricUnits = "settings.usesMetricUnits"
    static let showsExpiredItems = "settings.showsExpiredItems"
    static let lastSavedAt = "settings.lastSavedAt"
    static let hasSeenOnboarding = "settings.hasSeenOnboarding"
}
