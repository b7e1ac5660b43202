import Foundation
import Domain

public final class MockPlaceRepository: PlaceRepository, @unchecked Sendable {
    public var result: Result<[Place], Error>
    public private(set) var receivedQueries: [String] = []
    private let lock = NSLock()

    public init(result: Result<[Place], Error> = .success([])) {
        self.result = result
    }

    public func searchPlaces(matching query: String) async throws -> [Place] {
        try lock.withLock {
            receivedQueries.append(query)
            return try result.get()
        }
    }
}
