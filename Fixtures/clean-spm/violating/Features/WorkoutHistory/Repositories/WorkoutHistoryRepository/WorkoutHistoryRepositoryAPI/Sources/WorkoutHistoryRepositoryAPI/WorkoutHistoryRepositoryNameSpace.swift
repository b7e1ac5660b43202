import Foundation

/// Data-side models exchanged between the history repository and its data sources.
public enum WorkoutHistoryRepositoryNameSpace {}

extension WorkoutHistoryRepositoryNameSpace {

    /// A workout as the data sources store it. `activityType` keeps the backend's vocabulary
    /// ("run", "trail_run", "treadmill", ...); the repository translates it.
    public struct WorkoutRecord: Equatable, Sendable {
        public let id: String
        public let activityType: String
        public let name: String
        public let startDate: Date
        public let distanceMeters: Double
        public let movingTimeSeconds: Int

        public init(
            id: String,
            activityType: String,
            name: String,
            startDate: Date,
            distanceMeters: Double,
            movingTimeSeconds: Int
        ) {
            self.id = id
            self.activityType = activityType
            self.name = name
            self.startDate = startDate
            self.distanceMeters = distanceMeters
            self.movingTimeSeconds = movingTimeSeconds
        }
    }

    public struct RevokeSessionResult: Equatable, Sendable {
        public let revokedAt: Date

        public init(revokedAt: Date) {
            self.revokedAt = revokedAt
        }
    }

    public struct ReplaceCachedWorkoutsResult: Equatable, Sendable {
        public let storedCount: Int

        public init(storedCount: Int) {
            self.storedCount = storedCount
        }
    }

    public struct DeleteCachedWorkoutsResult: Equatable, Sendable {
        public let deletedCount: Int

        public init(deletedCount: Int) {
            self.deletedCount = deletedCount
        }
    }
}
