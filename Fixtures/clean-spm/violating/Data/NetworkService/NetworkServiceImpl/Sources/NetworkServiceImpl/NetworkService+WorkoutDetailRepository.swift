import Foundation
import WorkoutDetailRepositoryAPI

extension NetworkService: WorkoutDetailRepositoryRemoteDataProtocol {

    public func fetchWorkoutDetail(id: String) async throws -> WorkoutDetailRepositoryNameSpace.RemoteWorkoutDetail {
        let dto: WorkoutDetailDTO
        do {
            dto = try await send(.get, path: "workouts/\(id)", decoding: WorkoutDetailDTO.self)
        } catch TransportError.status(404) {
            throw WorkoutDetailRepositoryNameSpace.RemoteErrors.notFound
        } catch {
            throw WorkoutDetailRepositoryNameSpace.RemoteErrors.unreachable
        }

        return WorkoutDetailRepositoryNameSpace.RemoteWorkoutDetail(
            id: dto.id,
            name: dto.name,
            startDate: dto.startDate,
            distanceMeters: dto.distanceMeters,
            movingTimeSeconds: dto.movingTimeSeconds,
            elevationGainMeters: dto.elevationGainMeters,
            averageHeartRate: dto.averageHeartRate,
            splits: dto.splits.map { split in
                WorkoutDetailRepositoryNameSpace.RemoteSplit(
                    index: split.split,
                    distanceMeters: split.distanceMeters,
                    movingTimeSeconds: split.movingTimeSeconds
                )
            },
            routeMapURL: dto.routeMapURL
        )
    }
}
