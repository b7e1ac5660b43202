import Domain

enum SearchViewState: Equatable {
    case idle
    case loading
    case success(SearchViewData)
    case error(SearchError)
}
