import Foundation

/// A talk, story time or workshop at one of the branches, as the events service sends it.
struct LibraryEvent: Codable, Identifiable, Hashable {
    let eventId: String
    let title: String
    let summary: String?
    let category: EventCategory
    let branchName: String
    let startsAt: Date
    let endsAt: Date
    let seatsLeft: Int
    let isAttending: Bool

    var id: String { eventId }

    var isFull: Bool { seatsLeft == 0 && !isAttending }

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case title
        case summary
        case category
        case branchName = "branch_name"
        case startsAt = "starts_at"
        case endsAt = "ends_at"
        case seatsLeft = "seats_left"
        case isAttending = "is_attending"
    }
}

enum EventCategory: String, Codable, CaseIterable {
    case authorTalk = "author_talk"
    case storyTime = "story_time"
    case workshop
    case bookClub = "book_club"

    var displayName: String {
        switch self {
        case .authorTalk: return "Author talk"
        case .storyTime: return "Story time"
        case .workshop: return "Workshop"
        case .bookClub: return "Book club"
        }
    }
}
