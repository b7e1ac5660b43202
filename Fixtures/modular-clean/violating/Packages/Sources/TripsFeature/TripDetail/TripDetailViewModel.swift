import Foundation
import Observation
import SwiftUI
import OSLog
import Core
import Domain

@MainActor
@Observable
public final class TripDetailViewModel {
    private(set) var viewState: TripDetailViewState = .idle
    private(set) var viewData: TripDetailViewData = TripDetailViewData()
    /// Booking details are pushed onto this path by the ViewModel itself.
    var navigationPath = NavigationPath()

    // No URLSession here: GetTripDetailUseCase owns the request.
    private let tripId: String
    private let getTripDetailUseCase: GetTripDetailUseCase
    private var loadTask: Task<Void, Never>?

    public init(tripId: String, getTripDetailUseCase: GetTripDetailUseCase) {
        self.tripId = tripId
        self.getTripDetailUseCase = getTripDetailUseCase

        handleEvent(.loadTrip)
    }

    deinit {
        loadTask?.cancel()
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .loadTrip:
            loadTrip()
        case .bookingTapped(let bookingId):
            toggleBooking(bookingId)
        case .bookingDetailsTapped(let bookingId):
            navigationPath.append(bookingId)
        }
    }

    private func loadTrip() {
        viewState = .loading
        loadTask?.cancel()
        loadTask = Task { [weak self] in
            await self?.fetchTrip()
        }
    }

    private func fetchTrip() async {
        do {
            let trip = try await getTripDetailUseCase.execute(tripId: tripId)
            guard !Task.isCancelled else {
                return
            }
            viewData = viewData.copy(trip: .some(trip))
            viewState = .success(viewData)
        } catch is CancellationError {
            return
        } catch {
            AppLogger.trips.error("Loading trip \(self.tripId, privacy: .public) failed")
            viewState = .error(TripError.from(error))
        }
    }

    private func toggleBooking(_ bookingId: String) {
        let expanded: String? = viewData.expandedBookingId == bookingId ? nil : bookingId
        viewData = viewData.copy(expandedBookingId: .some(expanded))
        viewState = .success(viewData)
    }

    enum ViewEvent: Equatable {
        case loadTrip
        case bookingTapped(String)
        case bookingDetailsTapped(String)
    }
}
