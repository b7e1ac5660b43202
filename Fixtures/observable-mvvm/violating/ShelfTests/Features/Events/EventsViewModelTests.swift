import XCTest
@preconcurrency import Combine
@testable import Shelf

final class EventsViewModelTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testSearchTextFiltersAfterTheDebounce() async {
        let event = LibraryEvent(
            eventId: "e1", title: "Poetry night", summary: nil, category: .bookClub, branchName: "Central",
            startsAt: Date(), endsAt: Date(), seatsLeft: 3, isAttending: false)
        let viewModel = EventsViewModel(eventsRepository: StubEventsRepo(events: [event]))
        await viewModel.fetchEvents()

        let filtered = expectation(description: "visible events filtered")
        viewModel.$visibleEvents
            .dropFirst()
            .sink { events in
                if events.isEmpty { filtered.fulfill() }
            }
            .store(in: &cancellables)
        viewModel.searchText = "story"

        await fulfillment(of: [filtered], timeout: 1)
    }
}

private final class StubEventsRepo: EventsRepo {
    weak var liveUpdatesDelegate: EventsViewModel?
    let events: [LibraryEvent]

    init(events: [LibraryEvent]) {
        self.events = events
    }

    func fetchUpcomingEvents() async throws -> [LibraryEvent] { events }
    func rsvp(eventId: String) async throws -> LibraryEvent { events[0] }
    func startLiveUpdates() {}
    func stopLiveUpdates() {}
}
