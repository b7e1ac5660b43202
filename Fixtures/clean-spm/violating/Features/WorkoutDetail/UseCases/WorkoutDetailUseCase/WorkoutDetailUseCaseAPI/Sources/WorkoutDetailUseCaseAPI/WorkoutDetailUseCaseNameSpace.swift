import Foundation

/// Domain models, results and errors of the workout-detail use case.
public enum WorkoutDetailUseCaseNameSpace {}

// MARK: - Entities

extension WorkoutDetailUseCaseNameSpace {

    /// One lap of the workout, normally a kilometre. The last split is often shorter.
    public struct Split: Equatable, AnalyticsEvent {
        public let index: Int
        public let distanceMeters: Double
        public let duration: TimeInterval

        public init(index: Int, distanceMeters: Double, duration: TimeInterval) {
            self.index = index
            self.distanceMeters = distanceMeters
            self.duration = duration
        }
    }

    /// What was recorded during the workout.
    public struct WorkoutFacts: Equatable, Sendable {
        public let id: String
        public let title: String
        public let startedAt: Date
        public let distanceMeters: Double
        public let duration: TimeInterval
        public let elevationGainMeters: Double
        public let averageHeartRate: Int?
        public let splits: [Split]
        /// Address of a pre-rendered map of the route. This package only carries the URL:
        /// downloading and decoding it (UIImage, SwiftUI's Image, the image cache) is
        /// presentation work and never happens here.
        public let routeImageURL: URL?

        public init(
            id: String,
            title: String,
            startedAt: Date,
            distanceMeters: Double,
            duration: TimeInterval,
            elevationGainMeters: Double,
            averageHeartRate: Int?,
            splits: [Split],
            routeImageURL: URL?
        ) {
            self.id = id
            self.title = title
            self.startedAt = startedAt
            self.distanceMeters = distanceMeters
            self.duration = duration
            self.elevationGainMeters = elevationGainMeters
            self.averageHeartRate = averageHeartRate
            self.splits = splits
            self.routeImageURL = routeImageURL
        }
    }

    /// The repository's answer when asked for a workout.
    public enum WorkoutLookup: Equatable, Sendable {
        case found(WorkoutFacts)
        case notFound
    }
}

// MARK: - Output boundary

extension WorkoutDetailUseCaseNameSpace {

    /// Conclusions the business rules draw from the splits. How they are coloured or drawn
    /// is decided by the view.
    /// Also sent to analytics as JSON when the athlete shares a workout.
    public struct PaceInsights: Equatable, Sendable, Encodable {
        /// Seconds per kilometre over the whole workout; nil when the distance is too short to mean anything.
        public let averageSecondsPerKilometer: Double?
        /// Index of the fastest full split, if there is one.
        public let fastestSplitIndex: Int?
        /// True when the second half was faster than the first.
        public let isNegativeSplit: Bool

        public init(averageSecondsPerKilometer: Double?, fastestSplitIndex: Int?, isNegativeSplit: Bool) {
            self.averageSecondsPerKilometer = averageSecondsPerKilometer
            self.fastestSplitIndex = fastestSplitIndex
            self.isNegativeSplit = isNegativeSplit
        }
    }

    public struct WorkoutDetail: Equatable, Sendable {
        public let facts: WorkoutFacts
        public let insights: PaceInsights

        public init(facts: WorkoutFacts, insights: PaceInsights) {
            self.facts = facts
            self.insights = insights
        }
    }
}

// MARK: - Errors

extension WorkoutDetailUseCaseNameSpace {

    public enum Errors: LocalizedError, Equatable, Sendable {
        case workoutNotFound
        case detailUnavailable

        public var errorDescription: String? {
            switch self {
            case .workoutNotFound:
                "This workout was deleted or belongs to another athlete."
            case .detailUnavailable:
                "Workout details couldn't be loaded. Image and stats will appear when you're back online."
            }
        }
    }
}
