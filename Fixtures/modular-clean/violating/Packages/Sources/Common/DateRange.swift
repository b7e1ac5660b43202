import Foundation

/// A closed range of calendar dates, shared by every module that talks about trips.
public struct DateRange: Equatable, Hashable, Sendable {
    public let start: Date
    public let end: Date

    public init(start: Date, end: Date) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    public var nights: Int {
        Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
    }

    public func contains(_ date: Date) -> Bool {
        (start...end).contains(date)
    }
}
