import ImageCacheAPI
import SwiftUI
import WorkoutDetailScreenAPI
import WorkoutDetailUseCaseAPI

/// Builds the workout-detail screen around its use case and the shared image cache.
@MainActor
public struct WorkoutDetailScreenImpl: WorkoutDetailScreenProtocol {

    private let workoutDetailUseCase: WorkoutDetailUseCaseProtocol
    private let imageCache: ImageCacheProtocol

    public init(workoutDetailUseCase: WorkoutDetailUseCaseProtocol, imageCache: ImageCacheProtocol) {
        self.workoutDetailUseCase = workoutDetailUseCase
        self.imageCache = imageCache
    }

    public func screen(dependencies: WorkoutDetailScreenDependencies) -> AnyView {
        AnyView(
            WorkoutDetailScreenView(
                dependencies: dependencies,
                workoutDetailUseCase: workoutDetailUseCase,
                imageCache: imageCache
            )
        )
    }
}
