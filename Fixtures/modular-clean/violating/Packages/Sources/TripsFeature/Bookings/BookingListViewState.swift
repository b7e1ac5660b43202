import Domain

enum BookingListViewState: Equatable {
    case idle
    case success(BookingListViewData)
    case error(TripError)
}
