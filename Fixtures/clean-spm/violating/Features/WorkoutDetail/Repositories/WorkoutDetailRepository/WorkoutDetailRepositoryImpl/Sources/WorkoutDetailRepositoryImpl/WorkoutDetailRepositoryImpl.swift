import Foundation
import Resolver
import WorkoutDetailRepositoryAPI
import WorkoutDetailUseCaseAPI

/// Turns the backend's workout detail into the facts the use case reasons about.
/// The route map stays a URL: this repository never downloads or decodes images.
public final class WorkoutDetailRepositoryImpl: @unchecked Sendable {

    private let remoteData: WorkoutDetailRepositoryRemoteDataProtocol

    public convenience init() {
        self.init(remoteData: Resolver.resolve(WorkoutDetailRepositoryRemoteDataProtocol.self))
    }

    public init(remoteData: WorkoutDetailRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - WorkoutDetailUseCaseRepositoryProtocol

extension WorkoutDetailRepositoryImpl: WorkoutDetailUseCaseRepositoryProtocol {

    public func lookUpWorkout(id: String) async throws -> WorkoutDetailUseCaseNameSpace.WorkoutLookup {
        do {
            let remote = try await remoteData.fetchWorkoutDetail(id: id)
            return .found(Self.makeFacts(from: remote))
        } catch WorkoutDetailRepositoryNameSpace.RemoteErrors.notFound {
            return .notFound
        }
    }
}

// MARK: - Mapping

private extension WorkoutDetailRepositoryImpl {

    static func makeFacts(from remote: WorkoutDetailRepositoryNameSpace.RemoteWorkoutDetail) -> WorkoutDetailUseCaseNameSpace.WorkoutFacts {
        WorkoutDetailUseCaseNameSpace.WorkoutFacts(
            id: remote.id,
            title: remote.name,
            startedAt: remote.startDate,
            distanceMeters: remote.distanceMeters,
            duration: TimeInterval(remote.movingTimeSeconds),
            elevationGainMeters: remote.elevationGainMeters,
            averageHeartRate: remote.averageHeartRate.map { Int($0.rounded()) },
            splits: remote.splits.map { split in
                WorkoutDetailUseCaseNameSpace.Split(
                    index: split.index,
                    distanceMeters: split.distanceMeters,
                    duration: TimeInterval(split.movingTimeSeconds)
                )
            },
            routeImageURL: remote.routeMapURL
        )
    }
}
