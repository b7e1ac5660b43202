import Foundation

/// Values that differ between the production and staging backends.
public struct AppEnvironment: Equatable, Sendable {
    public let apiHost: String
    public let deepLinkScheme: String
    public let universalLinkHost: String

    public init(apiHost: String, deepLinkScheme: String, universalLinkHost: String) {
        self.apiHost = apiHost
        self.deepLinkScheme = deepLinkScheme
        self.universalLinkHost = universalLinkHost
    }

    public static let production = AppEnvironment(
        apiHost: "api.voyage.example",
        deepLinkScheme: "voyage",
        universalLinkHost: "voyage.example"
    )

    public static let staging = AppEnvironment(
        apiHost: "staging-api.voyage.example",
        deepLinkScheme: "voyage-staging",
        universalLinkHost: "staging.voyage.example"
    )

    public var apiBaseURL: URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = apiHost
        guard let url = components.url else {
            preconditionFailure("Invalid API host: \(apiHost)")
        }
        return url
    }
}
