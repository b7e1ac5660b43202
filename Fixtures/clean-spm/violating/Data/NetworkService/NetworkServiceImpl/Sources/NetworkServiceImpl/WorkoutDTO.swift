import Foundation

/// One workout of `GET athlete/workouts`. Codable because the same shape is sent back
/// when the watch app uploads a workout.
struct WorkoutDTO: Codable {
    let id: String
    let sportType: String
    let name: String
    let startDate: Date
    let distanceMeters: Double
    let movingTimeSeconds: Int

    enum CodingKeys: String, CodingKey {
        case id
        case sportType = "sport_type"
        case name
        case startDate = "start_date"
        case distanceMeters = "distance_m"
        case movingTimeSeconds = "moving_time_s"
    }
}

/// Reply of `GET athlete/workouts`.
struct WorkoutPageDTO: Decodable {
    let workouts: [WorkoutDTO]
    let nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case workouts
        case nextCursor = "next_cursor"
    }
}
