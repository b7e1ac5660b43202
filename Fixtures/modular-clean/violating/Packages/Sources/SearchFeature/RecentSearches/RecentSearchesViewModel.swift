import Foundation
import Combine
import Presentation

/// The last queries of this session, shown under the empty search bar.
final class RecentSearchesViewModel: ViewEventHandling {
    @Published private(set) var viewState: RecentSearchesViewState = .empty
    @Published private(set) var viewData = RecentSearchesViewData()

    private let onSearch: (String) -> Void

    init(onSearch: @escaping (String) -> Void) {
        self.onSearch = onSearch
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .searched(let query):
            let queries = [query] + viewData.queries.filter { $0 != query }
            viewData = RecentSearchesViewData(queries: Array(queries.prefix(RecentSearchesViewData.limit)))
            viewState = .showing
        case .queryTapped(let query):
            onSearch(query)
        case .clearTapped:
            viewData = RecentSearchesViewData()
            viewState = .empty
        }
    }

    enum ViewEvent: Equatable {
        case searched(String)
        case queryTapped(String)
        case clearTapped
    }
}

enum RecentSearchesViewState: Equatable {
    case empty
    case showing
}

struct RecentSearchesViewData: Equatable {
    static let limit = 8

    var queries: [String] = []
}
