import Foundation
import Resolver
import WorkoutHistoryRepositoryAPI
import WorkoutHistoryUseCaseAPI

/// Remote first; the offline copy is refreshed after every successful fetch and served when
/// the backend can't be reached.
public final class WorkoutHistoryRepositoryImpl: @unchecked Sendable {

    private static let pageSize = 100

    private let remoteData: WorkoutHistoryRepositoryRemoteDataProtocol
    private let dataBaseData: WorkoutHistoryRepositoryDataBaseDataProtocol

    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(WorkoutHistoryRepositoryRemoteDataProtocol.self),
            dataBaseData: Resolver.resolve(WorkoutHistoryRepositoryDataBaseDataProtocol.self)
        )
    }

    public init(
        remoteData: WorkoutHistoryRepositoryRemoteDataProtocol,
        dataBaseData: WorkoutHistoryRepositoryDataBaseDataProtocol
    ) {
        self.remoteData = remoteData
        self.dataBaseData = dataBaseData
    }
}

// MARK: - WorkoutHistoryUseCaseRepositoryProtocol

extension WorkoutHistoryRepositoryImpl: WorkoutHistoryUseCaseRepositoryProtocol {

    public func fetchWorkouts() async throws -> WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot {
        do {
            let records = try await remoteData.fetchWorkoutHistory(limit: Self.pageSize)
            // A failed cache write must not hide fresh data from the athlete.
            _ = try? await dataBaseData.replaceCachedWorkouts(with: records)
            return Self.makeSnapshot(from: records, isFromOfflineCache: false)
        } catch {
            let cached = try await dataBaseData.cachedWorkouts()
            guard !cached.isEmpty else { throw error }
            return Self.makeSnapshot(from: cached, isFromOfflineCache: true)
        }
    }

    public func clearSession() async throws -> WorkoutHistoryUseCaseNameSpace.ClearSessionResult {
        _ = try await remoteData.revokeSession()
        let deleted = try await dataBaseData.deleteCachedWorkouts()
        return WorkoutHistoryUseCaseNameSpace.ClearSessionResult(removedWorkoutCount: deleted.deletedCount)
    }
}

// MARK: - Offline copy

extension WorkoutHistoryRepositoryImpl {

    /// Forgets the workouts kept on this device, without touching the backend session.
    public func dropOfflineCopy() async throws -> Int {
        try await dataBaseData.deleteCachedWorkouts().deletedCount
    }
}

// MARK: - Mapping

private extension WorkoutHistoryRepositoryImpl {

    static func makeSnapshot(
        from records: [WorkoutHistoryRepositoryNameSpace.WorkoutRecord],
        isFromOfflineCache: Bool
    ) -> WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot {
        WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot(
            workouts: records.map(makeSummary(from:)),
            isFromOfflineCache: isFromOfflineCache
        )
    }

    static func makeSummary(from record: WorkoutHistoryRepositoryNameSpace.WorkoutRecord) -> WorkoutHistoryUseCaseNameSpace.WorkoutSummary {
        WorkoutHistoryUseCaseNameSpace.WorkoutSummary(
            id: record.id,
            kind: activityKind(for: record.activityType),
            title: record.name,
            startedAt: record.startDate,
            distanceMeters: record.distanceMeters,
            duration: TimeInterval(record.movingTimeSeconds)
        )
    }

    static func activityKind(for activityType: String) -> WorkoutHistoryUseCaseNameSpace.ActivityKind {
        switch activityType {
        case "trail_run":
            .trailRun
        case "treadmill":
            .treadmillRun
        case "walk":
            .walk
        case "hike":
            .hike
        default:
            .run
        }
    }
}
