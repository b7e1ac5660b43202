import Foundation
import Domain

public final class MockGetTripDetailUseCase: GetTripDetailUseCase, @unchecked Sendable {
    public var result: Result<Trip, Error>
    public private(set) var requestedTripIds: [String] = []
    private let lock = NSLock()

    public init(result: Result<Trip, Error>) {
        self.result = result
    }

    public func execute(tripId: String) async throws -> Trip {
        try lock.withLock {
            requestedTripIds.append(tripId)
            return try result.get()
        }
    }
}
