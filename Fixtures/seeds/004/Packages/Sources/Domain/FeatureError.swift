// seed 004:L330-346, recommended (block L240-346, "## view state data template")
// ---
// Custom error type
enum FeatureError: Error, Equatable, LocalizedError {
    case networkError
    case dataNotFound
    case unknownError(String)
    
    var errorDescription: String? {
        switch self {
        case .networkError:
            return "Network connection failed"
        case .dataNotFound:
            return "Data not found"
        case .unknownError(let message):
            return message
        }
    }
}
