import Foundation
import Domain

public final class MockGetTravellerProfileUseCase: GetTravellerProfileUseCase, @unchecked Sendable {
    public var result: Result<TravellerProfile, Error>
    private let lock = NSLock()

    public init(result: Result<TravellerProfile, Error>) {
        self.result = result
    }

    public func execute() async throws -> TravellerProfile {
        try lock.withLock {
            try result.get()
        }
    }
}
