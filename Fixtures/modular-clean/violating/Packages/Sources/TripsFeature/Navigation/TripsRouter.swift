/// Navigation requests of the trips screens. The App's coordinator implements it.
@MainActor
public protocol TripsRouter: AnyObject {
    func showTripDetail(tripId: String)
}
