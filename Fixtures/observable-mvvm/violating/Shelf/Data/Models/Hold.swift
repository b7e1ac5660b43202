import Foundation

/// A reservation for a book that has no free copy right now.
struct Hold: Codable, Identifiable, Hashable {
    let holdId: String
    let book: BookSummary
    let placedAt: Date
    let queuePosition: Int
    let status: HoldStatus
    let pickupBy: Date?

    var id: String { holdId }

    enum CodingKeys: String, CodingKey {
        case holdId = "hold_id"
        case book
        case placedAt = "placed_at"
        case queuePosition = "queue_position"
        case status
        case pickupBy = "pickup_by"
    }
}

enum HoldStatus: String, Codable {
    case waiting
    case readyForPickup = "ready_for_pickup"
    case cancelled
}

/// Body of `POST /holds`.
struct PlaceHoldRequest: Encodable {
    let bookId: String
    let pickupBranchId: String?

    enum CodingKeys: String, CodingKey {
        case bookId = "book_id"
        case pickupBranchId = "pickup_branch_id"
    }
}
