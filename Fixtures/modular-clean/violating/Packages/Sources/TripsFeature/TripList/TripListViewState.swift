import Domain

enum TripListViewState: Equatable {
    case idle
    case loading
    case success(TripListViewData)
    case error(TripError)
}
