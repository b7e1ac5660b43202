import Domain

/// Segments of the trip list. A presentation concern, so it lives in the feature, not in Domain.
enum TripFilter: String, CaseIterable, Identifiable, Equatable {
    case upcoming = "Upcoming"
    case past = "Past"
    case all = "All"

    var id: String {
        rawValue
    }

    func includes(_ status: Trip.Status) -> Bool {
        switch self {
        case .upcoming:
            return status != .past
        case .past:
            return status == .past
        case .all:
            return true
        }
    }
}
