import TripsFeature

extension AppCoordinator: TripsRouter {
    func showTripDetail(tripId: String) {
        navigate(to: .trips(.detail(tripId: tripId)))
    }
}
