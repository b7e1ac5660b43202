import TravelKit

public struct Booker {
    public init() {}

    public func book(_ trip: Trip) -> Bool { !trip.city.isEmpty }
}
