import Foundation

/// Backend access the history repository needs. Implemented in the Data layer by `NetworkService`.
public protocol WorkoutHistoryRepositoryRemoteDataProtocol: Sendable {

    func fetchWorkoutHistory(limit: Int) async throws -> [WorkoutHistoryRepositoryNameSpace.WorkoutRecord]

    func revokeSession() async throws -> WorkoutHistoryRepositoryNameSpace.RevokeSessionResult
}
