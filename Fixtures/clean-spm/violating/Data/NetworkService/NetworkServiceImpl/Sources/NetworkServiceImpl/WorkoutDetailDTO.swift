import Foundation

/// Reply of `GET workouts/{id}`.
struct WorkoutDetailDTO: Decodable {

    struct SplitDTO: Decodable {
        let split: Int
        let distanceMeters: Double
        let movingTimeSeconds: Int

        enum CodingKeys: String, CodingKey {
            case split
            case distanceMeters = "distance_m"
            case movingTimeSeconds = "moving_time_s"
        }
    }

    let id: String
    let name: String
    let startDate: Date
    let distanceMeters: Double
    let movingTimeSeconds: Int
    let elevationGainMeters: Double
    let averageHeartRate: Double?
    let splits: [SplitDTO]
    let routeMapURL: URL?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case startDate = "start_date"
        case distanceMeters = "distance_m"
        case movingTimeSeconds = "moving_time_s"
        case elevationGainMeters = "elevation_gain_m"
        case averageHeartRate = "average_heartrate"
        case splits = "splits_metric"
        case routeMapURL = "route_map_url"
    }
}
