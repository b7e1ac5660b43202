import Foundation

/// What the training-history use case needs from the outside world. Whether the workouts come
/// from the backend or from the offline copy is the repository's decision, not the use case's.
public protocol WorkoutHistoryUseCaseRepositoryProtocol: Sendable {

    func fetchWorkouts() async throws -> WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot

    func clearSession() async throws -> WorkoutHistoryUseCaseNameSpace.ClearSessionResult
}
