// seed 000:L1084-1103, recommended (block L899-1129, "### Remote DataSource (URLSession)")
// ---
enum APIEndpoint {
    case users
    case user(id: String)

    var path: String {
        switch self {
        case .users:
            return "users"
        case .user(let id):
            return "users/\(id)"
        }
    }
}

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}
