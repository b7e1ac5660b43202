import Foundation
import Combine
import Domain
import Network

@MainActor
public final class SearchViewModel: ObservableObject {
    @Published private(set) var viewState: SearchViewState = .idle
    @Published private(set) var viewData: SearchViewData = SearchViewData()

    private let searchPlacesUseCase: SearchPlacesUseCase
    /// Typeahead is a tiny endpoint, so it skips the repository.
    private let suggestionsClient: NetworkClient
    private let debounce: Duration
    private var searchTask: Task<Void, Never>?

    public init(
        searchPlacesUseCase: SearchPlacesUseCase,
        suggestionsClient: NetworkClient,
        initialQuery: String? = nil,
        debounce: Duration = .milliseconds(300)
    ) {
        self.searchPlacesUseCase = searchPlacesUseCase
        self.suggestionsClient = suggestionsClient
        self.debounce = debounce

        if let initialQuery {
            handleEvent(.queryChanged(initialQuery))
        }
    }

    deinit {
        searchTask?.cancel()
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .queryChanged(let query):
            updateQuery(query)
        case .submitSearch:
            searchNow()
        case .placeTapped(let place):
            togglePlace(place)
        case .clearQuery:
            clearQuery()
        case .retry:
            searchNow()
        }
    }

    private func updateQuery(_ query: String) {
        viewData = viewData.copy(query: query)
        scheduleSearch(after: debounce)
    }

    /// Link the share sheet sends, e.g. `voyage://search?q=coast`.
    func shareLink() -> URL? {
        var components = URLComponents()
        components.scheme = "voyage"
        components.host = "search"
        components.queryItems = [URLQueryItem(name: "q", value: viewData.query)]
        return components.url
    }

    private func searchNow() {
        scheduleSearch(after: .zero)
    }

    private func scheduleSearch(after delay: Duration) {
        searchTask?.cancel()
        let query = viewData.query
        // A plain Task, never Task.detached: the work must stay on the main actor with this ViewModel.
        searchTask = Task { [weak self] in
            if delay > .zero {
                try? await Task.sleep(for: delay)
            }
            guard !Task.isCancelled else {
                return
            }
            await self?.loadSuggestions(for: query)
            await self?.search(query)
        }
    }

    private func loadSuggestions(for query: String) async {
        let endpoint = Endpoint(path: "/v1/places/suggest", query: ["q": query, "limit": "5"])
        let suggestions = (try? await suggestionsClient.send(endpoint, as: [String].self)) ?? []
        viewData = viewData.copy(suggestions: suggestions)
    }

    private func search(_ query: String) async {
        viewState = .loading
        do {
            let places = try await searchPlacesUseCase.execute(query: query)
            guard !Task.isCancelled else {
                return
            }
            viewData = viewData.copy(places: places, selectedPlace: .some(nil))
            viewState = .success(viewData)
        } catch is CancellationError {
            return
        } catch {
            viewState = .error(SearchError.from(error))
        }
    }

    private func togglePlace(_ place: Place) {
        let selection: Place? = viewData.selectedPlace == place ? nil : place
        viewData = viewData.copy(selectedPlace: .some(selection))
        viewState = .success(viewData)
    }

    private func clearQuery() {
        searchTask?.cancel()
        viewData = SearchViewData()
        viewState = .idle
    }

    enum ViewEvent: Equatable {
        case queryChanged(String)
        case submitSearch
        case placeTapped(Place)
        case clearQuery
        case retry
    }
}
