import Foundation
import SwiftData

/// Offline copy of one workout of the history list.
@Model
final class CachedWorkoutEntity {
    @Attribute(.unique) var workoutID: String
    var activityType: String
    var name: String
    var startDate: Date
    var distanceMeters: Double
    var movingTimeSeconds: Int
    var cachedAt: Date

    init(
        workoutID: String,
        activityType: String,
        name: String,
        startDate: Date,
        distanceMeters: Double,
        movingTimeSeconds: Int,
        cachedAt: Date
    ) {
        self.workoutID = workoutID
        self.activityType = activityType
        self.name = name
        self.startDate = startDate
        self.distanceMeters = distanceMeters
        self.movingTimeSeconds = movingTimeSeconds
        self.cachedAt = cachedAt
    }
}
