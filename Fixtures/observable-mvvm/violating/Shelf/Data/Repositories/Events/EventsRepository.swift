import Foundation

class EventsRepository: EventsRepo {
    private let networkService: Networking
    private var socket: URLSessionWebSocketTask?
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    weak var liveUpdatesDelegate: EventsViewModel?

    init(networkService: Networking) {
        self.networkService = networkService
    }

    func fetchUpcomingEvents() async throws -> [LibraryEvent] {
        let events: [LibraryEvent] = try await networkService.makeRequest(endpoint: EventsAPI.GetUpcoming())
        return events.sorted { $0.startsAt < $1.startsAt }
    }

    func rsvp(eventId: String) async throws -> LibraryEvent {
        try await networkService.makeRequest(endpoint: EventsAPI.Rsvp(eventId: eventId))
    }

    /// Seat counts arrive over a WebSocket; the request/response `Networking` layer has no
    /// streaming support, so the repository talks to URLSession itself here.
    func startLiveUpdates() {
        guard socket == nil, let url = URL(string: "wss://live.shelf.example/v1/events/seats") else { return }
        let task = URLSession.shared.webSocketTask(with: url)
        socket = task
        task.resume()
        receiveNext()
    }

    func stopLiveUpdates() {
        socket?.cancel(with: .goingAway, reason: nil)
        socket = nil
    }

    private func receiveNext() {
        socket?.receive { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(.data(let data)):
                if let event = try? self.decoder.decode(LibraryEvent.self, from: data) {
                    Task { @MainActor in self.liveUpdatesDelegate?.apply(event) }
                }
                self.receiveNext()
            case .success:
                self.receiveNext()
            case .failure(let error):
                Log.general.error("Events socket closed: \(error.localizedDescription, privacy: .public)")
                self.socket = nil
            }
        }
    }
}
