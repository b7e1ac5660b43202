import Foundation
import SwiftData
import WorkoutHistoryRepositoryAPI

extension DataBase: WorkoutHistoryRepositoryDataBaseDataProtocol {

    public func cachedWorkouts() async throws -> [WorkoutHistoryRepositoryNameSpace.WorkoutRecord] {
        try read { context in
            let newestFirst = FetchDescriptor<CachedWorkoutEntity>(
                sortBy: [SortDescriptor(\.startDate, order: .reverse)]
            )
            return try context.fetch(newestFirst).map { entity in
                WorkoutHistoryRepositoryNameSpace.WorkoutRecord(
                    id: entity.workoutID,
                    activityType: entity.activityType,
                    name: entity.name,
                    startDate: entity.startDate,
                    distanceMeters: entity.distanceMeters,
                    movingTimeSeconds: entity.movingTimeSeconds
                )
            }
        }
    }

    public func replaceCachedWorkouts(
        with records: [WorkoutHistoryRepositoryNameSpace.WorkoutRecord]
    ) async throws -> WorkoutHistoryRepositoryNameSpace.ReplaceCachedWorkoutsResult {
        let cachedAt = Date()
        try write { context in
            try context.delete(model: CachedWorkoutEntity.self)
            for record in records {
                context.insert(
                    CachedWorkoutEntity(
                        workoutID: record.id,
                        activityType: record.activityType,
                        name: record.name,
                        startDate: record.startDate,
                        distanceMeters: record.distanceMeters,
                        movingTimeSeconds: record.movingTimeSeconds,
                        cachedAt: cachedAt
                    )
                )
            }
        }
        return WorkoutHistoryRepositoryNameSpace.ReplaceCachedWorkoutsResult(storedCount: records.count)
    }

    public func deleteCachedWorkouts() async throws -> WorkoutHistoryRepositoryNameSpace.DeleteCachedWorkoutsResult {
        let deletedCount = try write { context in
            let count = try context.fetchCount(FetchDescriptor<CachedWorkoutEntity>())
            try context.delete(model: CachedWorkoutEntity.self)
            try context.delete(model: SessionEntity.self)
            return count
        }
        return WorkoutHistoryRepositoryNameSpace.DeleteCachedWorkoutsResult(deletedCount: deletedCount)
    }
}
