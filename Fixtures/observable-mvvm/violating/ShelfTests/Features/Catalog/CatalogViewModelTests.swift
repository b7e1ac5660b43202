import XCTest
@testable import Shelf

final class CatalogViewModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UserDefaults.standard.removeObject(forKey: "catalog.lastGenre")
    }

    func testToggleGenreTwiceClearsTheFilter() {
        let viewModel = CatalogViewModel(catalogRepository: FixedCatalogRepo(books: []))
        viewModel.toggleGenre(.poetry)
        viewModel.toggleGenre(.poetry)
        XCTAssertNil(viewModel.selectedGenre)
    }

    func testSearchRemembersTheQuery() async {
        let dune = Book(
            bookId: "1", title: "Dune", authors: ["Frank Herbert"], isbn: nil, genre: .scienceFiction,
            summary: nil, coverUrl: URL(string: "https://covers.example/dune.jpg"), publishedYear: 1965,
            totalCopies: 1, availableCopies: 1, holdQueueLength: 0, shelfMark: nil)
        let viewModel = CatalogViewModel(catalogRepository: FixedCatalogRepo(books: [dune]))
        viewModel.query = "dune"

        await viewModel.search()

        XCTAssertEqual(viewModel.results.map(\.title), ["Dune"])
        XCTAssertEqual(viewModel.recentSearches, ["dune"])
    }
}

struct FixedCatalogRepo: CatalogRepo {
    let books: [Book]

    func fetchFeaturedBooks() async throws -> [Book] { books }

    func searchBooks(query: String, genre: Genre?) async throws -> BookSearchResponse {
        BookSearchResponse(results: books, totalCount: books.count)
    }

    func fetchBook(id: String) async throws -> Book {
        guard let book = books.first(where: { $0.bookId == id }) else { throw URLError(.fileDoesNotExist) }
        return book
    }
}
