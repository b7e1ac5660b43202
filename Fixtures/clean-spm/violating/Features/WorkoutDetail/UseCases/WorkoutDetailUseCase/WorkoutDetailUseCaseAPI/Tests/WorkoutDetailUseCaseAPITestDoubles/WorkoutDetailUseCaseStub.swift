import Foundation
import WorkoutDetailUseCaseAPI

/// Stub and spy for `WorkoutDetailUseCaseProtocol`.
public final class WorkoutDetailUseCaseStub: WorkoutDetailUseCaseProtocol, @unchecked Sendable {

    public var loadDetailResult: Result<WorkoutDetailUseCaseNameSpace.WorkoutDetail, Error> =
        .failure(WorkoutDetailUseCaseNameSpace.Errors.detailUnavailable)

    public private(set) var loadDetailCallCount = 0
    public private(set) var lastRequestedWorkoutID: String?

    public init() {}

    public func reset() {
        loadDetailResult = .failure(WorkoutDetailUseCaseNameSpace.Errors.detailUnavailable)
        loadDetailCallCount = 0
        lastRequestedWorkoutID = nil
    }

    public func loadDetail(workoutID: String) async throws -> WorkoutDetailUseCaseNameSpace.WorkoutDetail {
        loadDetailCallCount += 1
        lastRequestedWorkoutID = workoutID
        return try loadDetailResult.get()
    }
}
