import Foundation

/// Finds the free evenings of a trip, so the itinerary can suggest a dinner or a show.
public final class ItineraryPlanner {
    private let calendar: Calendar
    private let cache = FreeEveningCache()

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    public func freeEvenings(in trip: Trip) -> [Date] {
        if let cached = cache.evenings[trip.id] {
            return cached
        }
        let busyDays = Set(trip.itinerary.map { calendar.startOfDay(for: $0.startsAt) })
        var evenings: [Date] = []
        var day = calendar.startOfDay(for: trip.dates.start)
        while day <= trip.dates.end {
            if !busyDays.contains(day) {
                evenings.append(day)
            }
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else {
                break
            }
            day = next
        }
        cache.evenings[trip.id] = evenings
        return evenings
    }
}

/// Per-planner memo; private, so it needs no role name.
private final class FreeEveningCache {
    var evenings: [String: [Date]] = [:]
}
