import XCTest
@testable import Shelf

final class CatalogRepositoryTests: XCTestCase {
    private var networking: StubNetworking!
    private var repository: CatalogRepository!

    override func setUp() {
        super.setUp()
        networking = StubNetworking()
        repository = CatalogRepository(networkService: networking)
    }

    func testSearchTrimsTheQueryAndDecodesTheSnakeCaseResponse() async throws {
        let url = "\(Config.value(for: .api))/books"
        networking.responses[url] = Data(#"{"results": [], "total_count": 0}"#.utf8)

        let response = try await repository.searchBooks(query: "  le guin  ", genre: .fantasy)

        XCTAssertEqual(response.totalCount, 0)
        XCTAssertEqual(networking.requestedURLs, [url])
    }

    func testCoverURLsSurviveDecoding() throws {
        let json = #"{"book_id": "1", "title": "Dune", "authors": ["Frank Herbert"], "genre": "science_fiction", "cover_url": "https://covers.openlibrary.org/b/isbn/9780441013593-M.jpg", "total_copies": 1, "available_copies": 1, "hold_queue_length": 0}"#
        let book = try JSONDecoder().decode(Book.self, from: Data(json.utf8))
        XCTAssertEqual(book.coverUrl?.host(), "covers.openlibrary.org")
    }
}
