import SwiftUI
import WorkoutDetailUseCaseAPI

/// Builds the share sheet of one workout.
@MainActor
public struct WorkoutShareScreenImpl {

    private let workoutDetailUseCase: WorkoutDetailUseCaseProtocol

    public init(workoutDetailUseCase: WorkoutDetailUseCaseProtocol) {
        self.workoutDetailUseCase = workoutDetailUseCase
    }

    public func screen(workoutID: String) -> AnyView {
        AnyView(
            WorkoutShareScreenView(
                workoutID: workoutID,
                workoutDetailUseCase: workoutDetailUseCase
            )
        )
    }
}
