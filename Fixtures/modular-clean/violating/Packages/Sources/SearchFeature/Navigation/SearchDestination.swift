import Foundation

/// Public navigation entry point of the search feature. The App maps it to `SearchView`
/// and builds it from `voyage://search?q=…` deep links, which is why it is `Codable`.
public enum SearchDestination: Hashable, Codable {
    case search(initialQuery: String?)

    public var analyticsKey: String {
        switch self {
        case .search(let initialQuery):
            return initialQuery == nil ? "search" : "search_prefilled"
        }
    }
}
