import Foundation
import SearchFeature
import TripsFeature
import ProfileFeature

/// Every screen the app can push. Each case wraps the public destination of one feature module,
/// so features never reference each other.
enum AppDestination: Hashable, Codable {
    case search(SearchDestination)
    case trips(TripsDestination)
    case profile(ProfileDestination)
}
