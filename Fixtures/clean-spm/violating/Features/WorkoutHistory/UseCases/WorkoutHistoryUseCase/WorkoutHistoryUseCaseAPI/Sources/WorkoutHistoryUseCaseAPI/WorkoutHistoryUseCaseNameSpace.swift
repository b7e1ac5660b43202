import Foundation

/// Domain models, results and errors of the training-history use case.
public enum WorkoutHistoryUseCaseNameSpace {}

// MARK: - Entities

extension WorkoutHistoryUseCaseNameSpace {

    /// The kind of activity. Raw values are domain words, not backend field values.
    public enum ActivityKind: String, CaseIterable, Sendable {
        case run
        case trailRun
        case treadmillRun
        case walk
        case hike
    }

    /// One finished workout as it appears in the history list.
    public struct WorkoutSummary: Identifiable, Hashable, Sendable {
        public let id: String
        public let kind: ActivityKind
        public let title: String
        public let startedAt: Date
        public let distanceMeters: Double
        public let duration: TimeInterval

        public init(
            id: String,
            kind: ActivityKind,
            title: String,
            startedAt: Date,
            distanceMeters: Double,
            duration: TimeInterval
        ) {
            self.id = id
            self.kind = kind
            self.title = title
            self.startedAt = startedAt
            self.distanceMeters = distanceMeters
            self.duration = duration
        }
    }

    /// What the repository hands back: the workouts, and whether they came from the offline copy.
    public struct WorkoutSnapshot: Equatable, Sendable {
        public let workouts: [WorkoutSummary]
        public let isFromOfflineCache: Bool

        public init(workouts: [WorkoutSummary], isFromOfflineCache: Bool) {
            self.workouts = workouts
            self.isFromOfflineCache = isFromOfflineCache
        }
    }
}

// MARK: - Output boundary

extension WorkoutHistoryUseCaseNameSpace {

    public struct WeeklyTotals: Equatable, Sendable {
        public let workoutCount: Int
        public let distanceMeters: Double
        public let duration: TimeInterval

        public init(workoutCount: Int, distanceMeters: Double, duration: TimeInterval) {
            self.workoutCount = workoutCount
            self.distanceMeters = distanceMeters
            self.duration = duration
        }
    }

    public struct History: Equatable, Sendable {
        /// Newest first, accidental starts removed.
        public let workouts: [WorkoutSummary]
        public let thisWeek: WeeklyTotals
        public let isFromOfflineCache: Bool

        public init(workouts: [WorkoutSummary], thisWeek: WeeklyTotals, isFromOfflineCache: Bool) {
            self.workouts = workouts
            self.thisWeek = thisWeek
            self.isFromOfflineCache = isFromOfflineCache
        }
    }

    public struct ClearSessionResult: Equatable, Sendable {
        public let removedWorkoutCount: Int

        public init(removedWorkoutCount: Int) {
            self.removedWorkoutCount = removedWorkoutCount
        }
    }

    public struct EndSessionResult: Equatable, Sendable {
        public let removedWorkoutCount: Int

        public init(removedWorkoutCount: Int) {
            self.removedWorkoutCount = removedWorkoutCount
        }
    }
}

// MARK: - Errors

extension WorkoutHistoryUseCaseNameSpace {

    public enum Errors: LocalizedError, Equatable, Sendable {
        case historyUnavailable
        case signOutFailed

        public var errorDescription: String? {
            switch self {
            case .historyUnavailable:
                "Your workouts couldn't be loaded and there is no offline copy on this device yet."
            case .signOutFailed:
                "Signing out didn't finish. Check your connection and try again."
            }
        }
    }
}
