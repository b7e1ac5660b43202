import Foundation

enum Genre: String, Codable, CaseIterable, Identifiable {
    case fiction
    case mystery
    case scienceFiction = "science_fiction"
    case fantasy
    case history
    case biography
    case poetry
    case children

    var id: String { rawValue }

    var displayName: String {
        switch self {
        case .fiction: return "Fiction"
        case .mystery: return "Mystery"
        case .scienceFiction: return "Science Fiction"
        case .fantasy: return "Fantasy"
        case .history: return "History"
        case .biography: return "Biography"
        case .poetry: return "Poetry"
        case .children: return "Children"
        }
    }
}
