import Domain

enum TripDetailViewState: Equatable {
    case idle
    case loading
    case success(TripDetailViewData)
    case error(TripError)
}
