import Foundation

public struct WorkoutDetailScreenDependencies: Sendable {
    public let coordinator: any WorkoutDetailScreenCoordinatorProtocol
    public let workoutID: String

    public init(coordinator: any WorkoutDetailScreenCoordinatorProtocol, workoutID: String) {
        self.coordinator = coordinator
        self.workoutID = workoutID
    }
}
