import Foundation

/// The offline copy of the history. Implemented in the Data layer by `DataBase`.
public protocol WorkoutHistoryRepositoryDataBaseDataProtocol: Sendable {

    /// Stored workouts, newest first.
    func cachedWorkouts() async throws -> [WorkoutHistoryRepositoryNameSpace.WorkoutRecord]

    func replaceCachedWorkouts(
        with records: [WorkoutHistoryRepositoryNameSpace.WorkoutRecord]
    ) async throws -> WorkoutHistoryRepositoryNameSpace.ReplaceCachedWorkoutsResult

    /// Forgets the stored workouts and the stored session.
    func deleteCachedWorkouts() async throws -> WorkoutHistoryRepositoryNameSpace.DeleteCachedWorkoutsResult
}
