import Foundation
import Domain

public final class MockTripRepository: TripRepository, @unchecked Sendable {
    public var tripsResult: Result<[Trip], Error>
    public var tripResult: Result<Trip, Error>
    public private(set) var requestedTripIds: [String] = []
    private let lock = NSLock()

    public init(
        tripsResult: Result<[Trip], Error> = .success([]),
        tripResult: Result<Trip, Error> = .failure(TripError.notFound)
    ) {
        self.tripsResult = tripsResult
        self.tripResult = tripResult
    }

    public func getTrips() async throws -> [Trip] {
        try lock.withLock {
            try tripsResult.get()
        }
    }

    public func getTrip(id: String) async throws -> Trip {
        try lock.withLock {
            requestedTripIds.append(id)
            return try tripResult.get()
        }
    }
}
