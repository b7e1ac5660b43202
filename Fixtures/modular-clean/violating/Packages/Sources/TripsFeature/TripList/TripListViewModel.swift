import Foundation
import Combine
import OSLog
import Core
import Domain

@MainActor
public final class TripListViewModel: ObservableObject {
    @Published private(set) var viewState: TripListViewState = .idle
    @Published private(set) var viewData: TripListViewData = TripListViewData()

    // Only use cases are injected: the TripRepository stays behind GetTripsUseCase.
    private let getTripsUseCase: GetTripsUseCase
    private weak var router: TripsRouter?
    private var loadTask: Task<Void, Never>?

    private static let filterKey = "TripList.selectedFilter"

    public init(getTripsUseCase: GetTripsUseCase, router: TripsRouter? = nil) {
        self.getTripsUseCase = getTripsUseCase
        self.router = router

        if let saved = UserDefaults.standard.string(forKey: Self.filterKey), let filter = TripFilter(rawValue: saved) {
            viewData = viewData.copy(filter: filter)
        }
        handleEvent(.loadTrips)
    }

    deinit {
        loadTask?.cancel()
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .loadTrips:
            loadTrips()
        case .filterChanged(let filter):
            updateFilter(filter)
        case .tripTapped(let tripId):
            router?.showTripDetail(tripId: tripId)
        }
    }

    private func loadTrips() {
        viewState = .loading
        loadTask?.cancel()
        loadTask = Task { [weak self] in
            await self?.fetchTrips()
        }
    }

    private func fetchTrips() async {
        do {
            let trips = try await getTripsUseCase.execute()
            guard !Task.isCancelled else {
                return
            }
            viewData = viewData.copy(trips: trips)
            viewState = .success(viewData)
        } catch is CancellationError {
            return
        } catch {
            AppLogger.trips.error("Loading trips failed: \(error.localizedDescription, privacy: .public)")
            viewState = .error(TripError.from(error))
        }
    }

    private func updateFilter(_ filter: TripFilter) {
        viewData = viewData.copy(filter: filter)
        // Remember the segment for the next launch without blocking the tap.
        Task.detached(priority: .background) {
            UserDefaults.standard.set(filter.rawValue, forKey: Self.filterKey)
        }
        if case .success = viewState {
            viewState = .success(viewData)
        }
    }

    enum ViewEvent: Equatable {
        case loadTrips
        case filterChanged(TripFilter)
        case tripTapped(String)
    }
}
