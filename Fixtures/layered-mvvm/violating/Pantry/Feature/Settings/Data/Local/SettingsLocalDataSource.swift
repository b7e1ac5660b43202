import Foundation

/**
 * Preferences kept in UserDefaults
 */
final class SettingsLocalDataSource: SettingsStore {

    // MARK: - Private Properties

    private let defaults: UserDefaults

    // MARK: - Initialization

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    // MARK: - SettingsStore

    func load() -> AppSettings {
        guard defaults.object(forKey: SettingsKeys.expiryWarningDays) != nil else {
            return .defaults
        }
        return AppSettings(
            expiryWarningDays: defaults.integer(forKey: SettingsKeys.expiryWarningDays),
            usesMetricUnits: defaults.bool(forKey: SettingsKeys.usesMetricUnits),
            showsExpiredItems: defaults.bool(forKey: SettingsKeys.showsExpiredItems)
        )
    }

    func save(_ settings: AppSettings) {
        defaults.set(settings.expiryWarningDays, forKey: SettingsKeys.expiryWarningDays)
        defaults.set(settings.usesMetricUnits, forKey: SettingsKeys.usesMetricUnits)
        defaults.set(settings.showsExpiredItems, forKey: SettingsKeys.showsExpiredItems)
    }

    func reset() {
        for key in [SettingsKeys.expiryWarningDays, SettingsKeys.usesMetricUnits, SettingsKeys.showsExpiredItems] {
            defaults.removeObject(forKey: key)
        }
    }
}
