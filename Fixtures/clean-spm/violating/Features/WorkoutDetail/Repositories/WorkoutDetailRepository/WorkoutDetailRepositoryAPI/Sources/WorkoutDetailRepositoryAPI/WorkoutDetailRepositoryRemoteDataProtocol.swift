import Foundation

/// Backend access the detail repository needs. Implemented in the Data layer by `NetworkService`.
public protocol WorkoutDetailRepositoryRemoteDataProtocol: Sendable {

    func fetchWorkoutDetail(id: String) async throws -> WorkoutDetailRepositoryNameSpace.RemoteWorkoutDetail
}
