import Foundation

enum Config {
    /// From the xcconfig through Info.plist.
    static var apiBaseURL: URL {
        URL(string: Bundle.main.object(forInfoDictionaryKey: "API_BASE_URL") as? String ?? "")!
    }
}
