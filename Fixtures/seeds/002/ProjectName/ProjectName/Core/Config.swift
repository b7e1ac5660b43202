// seed 002:L72-86, recommended (block L72-86, "## Configuration (`Core/Config.swift`)")
// ---
import Foundation

enum Config {
    enum Key: String {
        case api = "API"
    }

    static func value(for key: Key) -> String {
        guard let value = Bundle.main.object(forInfoDictionaryKey: key.rawValue) as? String,
              !value.isEmpty else {
            fatalError("Missing configuration value for \(key.rawValue). Check Info.plist.")
        }
        return value
    }
}
