import Foundation

/// Input and output boundary of the workout-detail use case.
public protocol WorkoutDetailUseCaseProtocol: AnyObject, Sendable {

    func loadDetail(workoutID: String) async throws -> WorkoutDetailUseCaseNameSpace.WorkoutDetail
}
