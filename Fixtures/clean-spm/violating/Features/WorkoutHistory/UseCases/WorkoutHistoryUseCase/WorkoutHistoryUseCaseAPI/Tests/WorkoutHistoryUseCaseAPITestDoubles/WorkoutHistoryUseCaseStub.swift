import Foundation
import WorkoutHistoryUseCaseAPI

/// Stub and spy for `WorkoutHistoryUseCaseProtocol`.
public final class WorkoutHistoryUseCaseStub: WorkoutHistoryUseCaseProtocol, @unchecked Sendable {

    // MARK: Configurable behaviour

    public var loadHistoryResult: Result<WorkoutHistoryUseCaseNameSpace.History, Error> =
        .failure(WorkoutHistoryUseCaseNameSpace.Errors.historyUnavailable)
    public var endSessionResult: Result<WorkoutHistoryUseCaseNameSpace.EndSessionResult, Error> =
        .success(WorkoutHistoryUseCaseNameSpace.EndSessionResult(removedWorkoutCount: 0))

    // MARK: Call tracking

    public private(set) var loadHistoryCallCount = 0
    public private(set) var endSessionCallCount = 0

    public init() {}

    public func reset() {
        loadHistoryResult = .failure(WorkoutHistoryUseCaseNameSpace.Errors.historyUnavailable)
        endSessionResult = .success(WorkoutHistoryUseCaseNameSpace.EndSessionResult(removedWorkoutCount: 0))
        loadHistoryCallCount = 0
        endSessionCallCount = 0
    }

    // MARK: WorkoutHistoryUseCaseProtocol

    public func loadHistory() async throws -> WorkoutHistoryUseCaseNameSpace.History {
        loadHistoryCallCount += 1
        return try loadHistoryResult.get()
    }

    public func endSession() async throws -> WorkoutHistoryUseCaseNameSpace.EndSessionResult {
        endSessionCallCount += 1
        return try endSessionResult.get()
    }
}
