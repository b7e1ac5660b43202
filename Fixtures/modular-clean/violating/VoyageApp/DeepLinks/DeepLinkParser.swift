import Foundation
import Core
import SearchFeature
import TripsFeature
import ProfileFeature

/// Turns `voyage://trips/42` and universal links such as `https://voyage.example/trips/42`
/// into an `AppDestination`.
struct DeepLinkParser {
    private let scheme: String
    private let universalLinkHost: String

    init(environment: AppEnvironment = .production) {
        scheme = environment.deepLinkScheme
        universalLinkHost = environment.universalLinkHost
    }

    func destination(for url: URL) -> AppDestination? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return nil
        }
        let segments = pathSegments(of: components)
        switch segments.first {
        case "trips":
            return segments.count > 1 ? .trips(.detail(tripId: segments[1])) : .trips(.list)
        case "search":
            let query = components.queryItems?.first { $0.name == "q" }?.value
            return .search(.search(initialQuery: query))
        case "profile":
            return .profile(.travellerProfile)
        default:
            return nil
        }
    }

    /// With the custom scheme the first segment is the URL host; with universal links it is in the path.
    private func pathSegments(of components: URLComponents) -> [String] {
        let path = components.path.split(separator: "/").map(String.init)
        if components.scheme == scheme, let host = components.host {
            return [host] + path
        }
        guard components.host == universalLinkHost else {
            return []
        }
        return path
    }
}
