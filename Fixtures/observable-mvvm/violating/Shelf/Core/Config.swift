import Foundation

/// Environment-specific settings. Values are defined per build configuration in
/// `Debug.xcconfig` / `Release.xcconfig`, copied into Info.plist as `$(KEY)`, and read here.
/// This is the only file that is allowed to know what a URL scheme looks like.
enum Config {
    enum Key: String {
        case api = "API"
        case supportEmail = "SUPPORT_EMAIL"
    }

    static func value(for key: Key) -> String {
        guard let raw = Bundle.main.object(forInfoDictionaryKey: key.rawValue) as? String else {
            fatalError("Missing configuration value for \(key.rawValue). Check Info.plist and the xcconfig files.")
        }
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !value.isEmpty else {
            fatalError("Configuration value for \(key.rawValue) is empty. Check the active xcconfig file.")
        }
        #if !DEBUG
        if key == .api {
            precondition(value.hasPrefix("https://"), "Release builds must talk to the library API over TLS.")
        }
        #endif
        return value
    }
}
