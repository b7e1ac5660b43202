import Resolver

extension Resolver {

    /// Shortcut for screens and previews: `Resolver.workoutHistoryUseCase`.
    public static var workoutHistoryUseCase: WorkoutHistoryUseCaseProtocol {
        resolve(WorkoutHistoryUseCaseProtocol.self)
    }
}
