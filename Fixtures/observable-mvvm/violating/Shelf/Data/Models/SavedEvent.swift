import Foundation
import SwiftData

/// An event the member asked to be reminded of, kept on this device only.
@Model
final class SavedEvent {
    @Attribute(.unique) var eventId: String
    var title: String
    var startsAt: Date
    var savedAt: Date

    init(eventId: String, title: String, startsAt: Date, savedAt: Date = .now) {
        self.eventId = eventId
        self.title = title
        self.startsAt = startsAt
        self.savedAt = savedAt
    }
}
