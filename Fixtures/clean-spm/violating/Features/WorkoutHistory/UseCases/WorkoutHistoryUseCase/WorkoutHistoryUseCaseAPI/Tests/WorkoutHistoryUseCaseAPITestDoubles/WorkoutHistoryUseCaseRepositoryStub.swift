import Foundation
import WorkoutHistoryUseCaseAPI

/// Stub and spy for `WorkoutHistoryUseCaseRepositoryProtocol`.
public final class WorkoutHistoryUseCaseRepositoryStub: WorkoutHistoryUseCaseRepositoryProtocol, @unchecked Sendable {

    public struct StubError: Error, Equatable {
        public init() {}
    }

    // MARK: Configurable behaviour

    public var fetchWorkoutsResult: Result<WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot, Error> =
        .success(WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot(workouts: [], isFromOfflineCache: false))
    public var clearSessionResult: Result<WorkoutHistoryUseCaseNameSpace.ClearSessionResult, Error> =
        .success(WorkoutHistoryUseCaseNameSpace.ClearSessionResult(removedWorkoutCount: 0))

    // MARK: Call tracking

    public private(set) var fetchWorkoutsCallCount = 0
    public private(set) var clearSessionCallCount = 0

    public init() {}

    public func reset() {
        fetchWorkoutsResult = .success(WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot(workouts: [], isFromOfflineCache: false))
        clearSessionResult = .success(WorkoutHistoryUseCaseNameSpace.ClearSessionResult(removedWorkoutCount: 0))
        fetchWorkoutsCallCount = 0
        clearSessionCallCount = 0
    }

    // MARK: WorkoutHistoryUseCaseRepositoryProtocol

    public func fetchWorkouts() async throws -> WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot {
        fetchWorkoutsCallCount += 1
        return try fetchWorkoutsResult.get()
    }

    public func clearSession() async throws -> WorkoutHistoryUseCaseNameSpace.ClearSessionResult {
        clearSessionCallCount += 1
        return try clearSessionResult.get()
    }
}
