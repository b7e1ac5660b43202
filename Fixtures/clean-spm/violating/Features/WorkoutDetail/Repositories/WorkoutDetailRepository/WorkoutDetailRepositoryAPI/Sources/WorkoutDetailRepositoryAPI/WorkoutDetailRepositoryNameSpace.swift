import Foundation

/// Data-side models exchanged between the detail repository and its data source.
public enum WorkoutDetailRepositoryNameSpace {}

extension WorkoutDetailRepositoryNameSpace {

    public struct RemoteSplit: Equatable, Sendable {
        public let index: Int
        public let distanceMeters: Double
        public let movingTimeSeconds: Int

        public init(index: Int, distanceMeters: Double, movingTimeSeconds: Int) {
            self.index = index
            self.distanceMeters = distanceMeters
            self.movingTimeSeconds = movingTimeSeconds
        }
    }

    public struct RemoteWorkoutDetail: Equatable, Sendable {
        public let id: String
        public let name: String
        public let startDate: Date
        public let distanceMeters: Double
        public let movingTimeSeconds: Int
        public let elevationGainMeters: Double
        public let averageHeartRate: Double?
        public let splits: [RemoteSplit]
        public let routeMapURL: URL?

        public init(
            id: String,
            name: String,
            startDate: Date,
            distanceMeters: Double,
            movingTimeSeconds: Int,
            elevationGainMeters: Double,
            averageHeartRate: Double?,
            splits: [RemoteSplit],
            routeMapURL: URL?
        ) {
            self.id = id
            self.name = name
            self.startDate = startDate
            self.distanceMeters = distanceMeters
            self.movingTimeSeconds = movingTimeSeconds
            self.elevationGainMeters = elevationGainMeters
            self.averageHeartRate = averageHeartRate
            self.splits = splits
            self.routeMapURL = routeMapURL
        }
    }

    public enum RemoteErrors: Error, Equatable, Sendable {
        case notFound
        case unreachable
    }
}
