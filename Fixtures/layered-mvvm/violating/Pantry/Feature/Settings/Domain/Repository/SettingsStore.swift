import Foundation

/**
 * Where the preferences are kept
 */
protocol SettingsStore {
    func load() -> AppSettings
    func save(_ settings: AppSettings)
    func reset()
}
