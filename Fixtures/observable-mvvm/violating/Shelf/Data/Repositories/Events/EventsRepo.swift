import Foundation

protocol EventsRepo: AnyObject {
    /// Receives the seat counts the events service pushes while the events screen is open.
    var liveUpdatesDelegate: EventsViewModel? { get set }

    func fetchUpcomingEvents() async throws -> [LibraryEvent]
    func rsvp(eventId: String) async throws -> LibraryEvent
    func startLiveUpdates()
    func stopLiveUpdates()
}
