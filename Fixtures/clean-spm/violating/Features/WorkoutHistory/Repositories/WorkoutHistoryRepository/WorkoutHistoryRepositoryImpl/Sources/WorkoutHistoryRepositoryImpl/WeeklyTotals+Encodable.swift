import Foundation
import WorkoutHistoryUseCaseAPI

// The weekly totals are logged as JSON each time the offline copy is refreshed.
extension WorkoutHistoryUseCaseNameSpace.WeeklyTotals: @retroactive Encodable {

    private enum CodingKeys: String, CodingKey {
        case workoutCount = "workout_count"
        case distanceMeters = "distance_m"
        case duration = "duration_s"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(workoutCount, forKey: .workoutCount)
        try container.encode(distanceMeters, forKey: .distanceMeters)
        try container.encode(duration, forKey: .duration)
    }
}
