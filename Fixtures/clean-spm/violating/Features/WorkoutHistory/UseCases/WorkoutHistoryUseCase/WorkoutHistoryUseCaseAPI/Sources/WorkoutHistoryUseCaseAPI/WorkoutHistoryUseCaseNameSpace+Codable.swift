import Foundation

// The offline history keeps summaries as JSON, so the domain models learned to encode themselves.

extension WorkoutHistoryUseCaseNameSpace.ActivityKind: Codable {}

extension WorkoutHistoryUseCaseNameSpace.WorkoutSummary: Codable {

    private enum CodingKeys: String, CodingKey {
        case id, kind, title, startedAt, distanceMeters, duration
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(WorkoutHistoryUseCaseNameSpace.ActivityKind.self, forKey: .kind),
            title: try container.decode(String.self, forKey: .title),
            startedAt: try container.decode(Date.self, forKey: .startedAt),
            distanceMeters: try container.decode(Double.self, forKey: .distanceMeters),
            duration: try container.decode(TimeInterval.self, forKey: .duration)
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(title, forKey: .title)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(distanceMeters, forKey: .distanceMeters)
        try container.encode(duration, forKey: .duration)
    }
}
