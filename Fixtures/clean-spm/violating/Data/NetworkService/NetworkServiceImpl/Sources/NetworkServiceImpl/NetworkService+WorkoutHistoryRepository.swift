import Foundation
import WorkoutHistoryRepositoryAPI

extension NetworkService: WorkoutHistoryRepositoryRemoteDataProtocol {

    public func fetchWorkoutHistory(limit: Int) async throws -> [WorkoutHistoryRepositoryNameSpace.WorkoutRecord] {
        let page = try await send(
            .get,
            path: "athlete/workouts",
            query: [URLQueryItem(name: "limit", value: String(limit))],
            decoding: WorkoutPageDTO.self
        )
        return page.workouts.map { dto in
            WorkoutHistoryRepositoryNameSpace.WorkoutRecord(
                id: dto.id,
                activityType: dto.sportType,
                name: dto.name,
                startDate: dto.startDate,
                distanceMeters: dto.distanceMeters,
                movingTimeSeconds: dto.movingTimeSeconds
            )
        }
    }

    public func revokeSession() async throws -> WorkoutHistoryRepositoryNameSpace.RevokeSessionResult {
        try await send(.delete, path: "auth/sessions/current")
        await tokens.clear()
        return WorkoutHistoryRepositoryNameSpace.RevokeSessionResult(revokedAt: Date())
    }
}
