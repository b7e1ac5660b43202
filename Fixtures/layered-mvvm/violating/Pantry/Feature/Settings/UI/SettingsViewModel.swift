import Foundation
import Observation
import Security

/**
 * ViewModel of the Settings Screen
 *
 * The form binds straight to the properties below; "Save" writes them to the store.
 */
@Observable
final class SettingsViewModel {

    // MARK: - Public Properties

    var expiryWarningDays: Int
    var usesMetricUnits: Bool
    var showsExpiredItems: Bool
    private(set) var imageCacheSizeText = ""

    // MARK: - Private Properties

    private let settingsStore: SettingsStore

    // MARK: - Initialization

    init(settingsStore: SettingsStore) {
        self.settingsStore = settingsStore
        let settings = settingsStore.load()
        expiryWarningDays = settings.expiryWarningDays
        usesMetricUnits = settings.usesMetricUnits
        showsExpiredItems = settings.showsExpiredItems
    }

    // MARK: - Public Functions

    func onAppear() async {
        imageCacheSizeText = Self.imageCacheSizeText()
    }

    func onSaveTap() {
        settingsStore.save(
            AppSettings(
                expiryWarningDays: expiryWarningDays,
                usesMetricUnits: usesMetricUnits,
                showsExpiredItems: showsExpiredItems
            )
        )
        UserDefaults.standard.set(Date(), forKey: SettingsKeys.lastSavedAt)
    }

    func onClearImageCacheTap() {
        try? FileManager.default.removeItem(at: Self.imageCacheURL)
        imageCacheSizeText = Self.imageCacheSizeText()
    }

    func onSignOutTap() {
        Keychain.deleteSessionToken()
        settingsStore.reset()
    }

    #if DEBUG
    func onResetOnboardingTap() {
        UserDefaults.standard.removeObject(forKey: SettingsKeys.hasSeenOnboarding)
    }
    #endif

    // MARK: - Private Functions

    private static var imageCacheURL: URL {
        URL.cachesDirectory.appending(path: "RecipeImages", directoryHint: .isDirectory)
    }

    private static func imageCacheSizeText() -> String {
        let files = (try? FileManager.default.contentsOfDirectory(at: imageCacheURL, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        let bytes = files.reduce(0) { total, file in
            total + ((try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
        return ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
    }

    /// The API session token lives in the keychain.
    private enum Keychain {
        static func deleteSessionToken() {
            let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: "com.example.pantry.session"
            ]
            SecItemDelete(query as CFDictionary)
        }
    }
}

#if DEBUG
extension SettingsViewModel: CustomDebugStringConvertible {

    var debugDescription: String {
        #"SettingsViewModel(expiryWarningDays: \#(expiryWarningDays), store: "UserDefaults via SettingsStore")"#
    }
}
#endif
