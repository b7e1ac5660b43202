import SwiftUI
import WorkoutHistoryScreenAPI
import WorkoutHistoryUseCaseAPI

/// Builds the training-history screen around the use case it was given.
@MainActor
public struct WorkoutHistoryScreenImpl: WorkoutHistoryScreenProtocol {

    private let workoutHistoryUseCase: WorkoutHistoryUseCaseProtocol

    public init(workoutHistoryUseCase: WorkoutHistoryUseCaseProtocol) {
        self.workoutHistoryUseCase = workoutHistoryUseCase
    }

    public func screen(dependencies: WorkoutHistoryScreenDependencies) -> AnyView {
        AnyView(
            WorkoutHistoryScreenView(
                dependencies: dependencies,
                workoutHistoryUseCase: workoutHistoryUseCase
            )
        )
    }
}
