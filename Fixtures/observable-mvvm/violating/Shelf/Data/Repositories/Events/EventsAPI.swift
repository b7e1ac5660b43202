import Foundation

/// Endpoints of the events service. It is not behind the API gateway yet, so it has its own host
/// and no entry in the xcconfig files.
enum EventsAPI {

    struct GetUpcoming: Endpoint {
        var url = "https://events.shelf.example/v1/events"
        var method: HTTPMethod = .get
        var queryItems: [URLQueryItem]? = [URLQueryItem(name: "window", value: "30d")]
    }

    struct Rsvp: Endpoint {
        var url: String
        var method: HTTPMethod = .post
        var requiresAuth: Bool = true

        init(eventId: String) {
            self.url = "https://events.shelf.example/v1/events/\(eventId)/rsvp"
        }
    }
}
