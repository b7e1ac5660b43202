public struct Trip: Sendable {
    public var city: String
}

public struct TripStore {
    public var trips: [Trip] = []

    public init() {}
}
