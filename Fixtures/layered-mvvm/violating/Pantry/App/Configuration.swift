import Foundation

/**
 * Build configuration of the app
 *
 * The API base URL comes from Info.plist (`PANTRY_API_BASE_URL`, filled in from the
 * xcconfig of the active scheme). The fallback lets SwiftUI previews and unit tests
 * run without any setup.
 */
enum Configuration {

    // MARK: - API

    static let apiBaseURL: URL = {
        if let value = Bundle.main.object(forInfoDictionaryKey: "PANTRY_API_BASE_URL") as? String,
           let url = URL(string: value) {
            return url
        }
        return URL(string: "https://api.pantry-app.example.com/v1/")!
    }()
}
