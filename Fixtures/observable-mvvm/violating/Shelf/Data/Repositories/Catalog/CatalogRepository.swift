import Foundation
import OSLog

class CatalogRepository: CatalogRepo {
    private let networkService: Networking

    init(networkService: Networking) {
        self.networkService = networkService
    }

    func fetchFeaturedBooks() async throws -> [Book] {
        let endpoint = CatalogEndpoints.GetFeaturedBooks()
        return try await networkService.makeRequest(endpoint: endpoint)
    }

    func searchBooks(query: String, genre: Genre?) async throws -> BookSearchResponse {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let endpoint = CatalogEndpoints.SearchBooks(query: trimmed, genre: genre)
        let response: BookSearchResponse = try await networkService.makeRequest(endpoint: endpoint)
        Log.catalog.debug("Search '\(trimmed, privacy: .private)' returned \(response.results.count) of \(response.totalCount)")
        return response
    }

    func fetchBook(id: String) async throws -> Book {
        let endpoint = CatalogEndpoints.GetBook(bookId: id)
        return try await networkService.makeRequest(endpoint: endpoint)
    }
}
