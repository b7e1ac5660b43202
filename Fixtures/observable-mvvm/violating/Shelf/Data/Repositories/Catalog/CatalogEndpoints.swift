import Foundation

enum CatalogEndpoints {

    /// Staff picks shown above the search results.
    struct GetFeaturedBooks: Endpoint {
        var url: String
        var method: HTTPMethod = .get

        init() {
            self.url = "\(Config.value(for: .api))/books/featured"
        }
    }

    /// Full-text search over title, author and ISBN, optionally narrowed to one genre.
    /// With the Debug configuration this becomes e.g.
    /// https://staging.shelf.example/v1/books?q=le%20guin&genre=fantasy&limit=50
    struct SearchBooks: Endpoint {
        var url: String
        var method: HTTPMethod = .get
        var queryItems: [URLQueryItem]?

        init(query: String, genre: Genre?, limit: Int = 50) {
            self.url = "\(Config.value(for: .api))/books"
            var items = [URLQueryItem(name: "limit", value: String(limit))]
            if !query.isEmpty {
                items.append(URLQueryItem(name: "q", value: query))
            }
            if let genre {
                items.append(URLQueryItem(name: "genre", value: genre.rawValue))
            }
            self.queryItems = items
        }
    }

    struct GetBook: Endpoint {
        var url: String
        var method: HTTPMethod = .get

        init(bookId: String) {
            self.url = "\(Config.value(for: .api))/books/\(bookId)"
        }
    }
}
