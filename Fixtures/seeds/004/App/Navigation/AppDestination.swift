// seed 004:L1151-1179, recommended (block L1151-1213, "### destination definitions")
// ---
// App Destinations
enum AppDestination: Hashable, Codable {
    case home
    case settings
    case feature(FeatureDestination)
    case profile(ProfileDestination)
    
    // Deep linking support
    static func from(_ url: URL) -> AppDestination? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return nil
        }
        
        switch components.path {
        case "/feature":
            if let itemId = components.queryItems?.first(where: { $0.name == "itemId" })?.value {
                return .feature(.detail(itemId: itemId))
            }
            return .feature(.list)
        case "/profile":
            if let userId = components.queryItems?.first(where: { $0.name == "userId" })?.value {
                return .profile(.detail(userId: userId))
            }
            return .profile(.list)
        default:
            return .home
        }
    }
}
