import Foundation
import WorkoutDetailUseCaseAPI

/// Stub and spy for `WorkoutDetailUseCaseRepositoryProtocol`.
public final class WorkoutDetailUseCaseRepositoryStub: WorkoutDetailUseCaseRepositoryProtocol, @unchecked Sendable {

    public struct StubError: Error, Equatable {
        public init() {}
    }

    public var lookUpWorkoutResult: Result<WorkoutDetailUseCaseNameSpace.WorkoutLookup, Error> = .success(.notFound)

    public private(set) var lookUpWorkoutCallCount = 0
    public private(set) var requestedWorkoutIDs: [String] = []

    public init() {}

    public func reset() {
        lookUpWorkoutResult = .success(.notFound)
        lookUpWorkoutCallCount = 0
        requestedWorkoutIDs = []
    }

    public func lookUpWorkout(id: String) async throws -> WorkoutDetailUseCaseNameSpace.WorkoutLookup {
        lookUpWorkoutCallCount += 1
        requestedWorkoutIDs.append(id)
        return try lookUpWorkoutResult.get()
    }
}
