import Foundation
import Domain

/// Test double for `SearchPlacesUseCase`. Configure `result` before handing it to the code under test.
public final class MockSearchPlacesUseCase: SearchPlacesUseCase, @unchecked Sendable {
    public var result: Result<[Place], Error>
    public private(set) var receivedQueries: [String] = []
    public var suggestedTagsResult: [String] = []
    private let lock = NSLock()

    public init(result: Result<[Place], Error> = .success([])) {
        self.result = result
    }

    public func execute(query: String) async throws -> [Place] {
        try lock.withLock {
            receivedQueries.append(query)
            return try result.get()
        }
    }

    public func suggestedTags(for places: [Place]) -> [String] {
        suggestedTagsResult
    }
}
