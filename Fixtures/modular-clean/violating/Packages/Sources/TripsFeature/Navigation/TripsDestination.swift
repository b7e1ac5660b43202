import Foundation

/// Public navigation entry points of the trips feature, also produced by `voyage://trips/…` deep links.
public enum TripsDestination: Hashable, Codable {
    case list
    case detail(tripId: String)

    public var analyticsKey: String {
        switch self {
        case .list:
            return "trips_list"
        case .detail:
            return "trip_detail"
        }
    }
}
