import Foundation

/// Public navigation entry point of the profile feature (`voyage://profile`).
public enum ProfileDestination: Hashable, Codable {
    case travellerProfile

    public var analyticsKey: String {
        switch self {
        case .travellerProfile:
            return "traveller_profile"
        }
    }
}
