import Observation

@Observable
final class SettingsViewModel {
    var darkMode = false
}
