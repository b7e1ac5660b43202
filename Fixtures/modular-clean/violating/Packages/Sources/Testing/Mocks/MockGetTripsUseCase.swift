import Foundation
import Domain

public final class MockGetTripsUseCase: GetTripsUseCase, @unchecked Sendable {
    public var result: Result<[Trip], Error>
    public private(set) var executeCallCount = 0
    private let lock = NSLock()

    public init(result: Result<[Trip], Error> = .success([])) {
        self.result = result
    }

    public func execute() async throws -> [Trip] {
        try lock.withLock {
            executeCallCount += 1
            return try result.get()
        }
    }
}
