import Foundation

protocol CatalogRepo {
    func fetchFeaturedBooks() async throws -> [Book]
    func searchBooks(query: String, genre: Genre?) async throws -> BookSearchResponse
    func fetchBook(id: String) async throws -> Book
}
