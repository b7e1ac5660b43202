// seed 004:L1198-1213, recommended (block L1151-1213, "### destination definitions")
// ---
// Profile Destinations
enum ProfileDestination: Hashable, Codable {
    case list
    case detail(userId: String)
    case edit(userId: String)
    case settings
    
    var shareUrl: String? {
        switch self {
        case .detail(let userId):
            return "https://myapp.com/profile?userId=\(userId)"
        default:
            return nil
        }
    }
}
