import Foundation

/**
 * Endpoints of the Pantry REST API, relative to `Configuration.apiBaseURL`
 */
enum APIEndpoint: Equatable {
    case recipes
    case recipe(id: String)
    case pantryItems
    case pantryItem(id: String)
    case shoppingLists
    case shoppingList(id: String)

    var path: String {
        switch self {
        case .recipes:
            return "recipes"
        case .recipe(let id):
            return "recipes/\(id)"
        case .pantryItems:
            return "pantry/items"
        case .pantryItem(let id):
            return "pantry/items/\(id)"
        case .shoppingLists:
            return "shopping-lists"
        case .shoppingList(let id):
            return "shopping-lists/\(id)"
        }
    }
}

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}
