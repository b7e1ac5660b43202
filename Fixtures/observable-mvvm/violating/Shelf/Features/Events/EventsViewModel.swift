import Foundation
import Combine

/// Came over from the old Shelf app together with its screens; still an ObservableObject until
/// the events rewrite.
final class EventsViewModel: ObservableObject {
    @Published var events: [LibraryEvent] = []
    @Published var searchText = ""
    @Published private(set) var visibleEvents: [LibraryEvent] = []
    @Published private(set) var isLoading = false
    @Published
    var error: Error?

    private let eventsRepository: EventsRepo
    private var cancellables = Set<AnyCancellable>()

    init(eventsRepository: EventsRepo) {
        self.eventsRepository = eventsRepository
        $searchText
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] text in self?.filter(by: text) }
            .store(in: &cancellables)
    }

    func fetchEvents() async {
        isLoading = true
        error = nil
        do {
            events = try await eventsRepository.fetchUpcomingEvents()
            filter(by: searchText)
        } catch {
            self.error = error
        }
        isLoading = false
    }

    func rsvp(to event: LibraryEvent) async {
        isLoading = true
        error = nil
        do {
            let updated = try await eventsRepository.rsvp(eventId: event.eventId)
            apply(updated)
        } catch {
            self.error = error
        }
        isLoading = false
    }

    func startLiveUpdates() {
        eventsRepository.liveUpdatesDelegate = self
        eventsRepository.startLiveUpdates()
    }

    func stopLiveUpdates() {
        eventsRepository.stopLiveUpdates()
        eventsRepository.liveUpdatesDelegate = nil
    }

    /// Called by the repository when the events service pushes a new seat count.
    func apply(_ event: LibraryEvent) {
        if let index = events.firstIndex(where: { $0.eventId == event.eventId }) {
            events[index] = event
        }
        filter(by: searchText)
    }

    private func filter(by text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        visibleEvents = query.isEmpty ? events : events.filter {
            $0.title.localizedCaseInsensitiveContains(query) || $0.branchName.localizedCaseInsensitiveContains(query)
        }
    }
}
