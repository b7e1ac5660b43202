import XCTest
import Domain
import Testing

final class SearchPlacesUseCaseImplTests: XCTestCase {
    private struct StubError: Error {}

    func testExecute_withShortQuery_returnsNothingWithoutCallingRepository() async throws {
        let repository = MockPlaceRepository()
        let sut: SearchPlacesUseCase = SearchPlacesUseCaseImpl(repository: repository)

        let places = try await sut.execute(query: "  l ")

        XCTAssertTrue(places.isEmpty)
        XCTAssertTrue(repository.receivedQueries.isEmpty)
    }

    func testExecute_normalizesQueryAndSortsByRating() async throws {
        let porto = DomainFixtures.place(id: "porto", name: "Porto", rating: 4.5)
        let lisbon = DomainFixtures.place(id: "lisbon", name: "Lisbon", rating: 4.9)
        let repository = MockPlaceRepository(result: .success([porto, lisbon]))
        let sut: SearchPlacesUseCase = SearchPlacesUseCaseImpl(repository: repository)

        let places = try await sut.execute(query: "  Pórto ")

        XCTAssertEqual(places, [lisbon, porto])
        XCTAssertEqual(repository.receivedQueries, ["porto"])
    }

    func testExecute_wrapsUnknownErrors() async {
        let repository = MockPlaceRepository(result: .failure(StubError()))
        let sut: SearchPlacesUseCase = SearchPlacesUseCaseImpl(repository: repository)

        do {
            _ = try await sut.execute(query: "porto")
            XCTFail("Expected a SearchError")
        } catch let error as SearchError {
            guard case .unknown = error else {
                return XCTFail("Expected .unknown, got \(error)")
            }
        } catch {
            XCTFail("Unexpected error \(error)")
        }
    }

    func testExecute_passesDomainErrorsThrough() async {
        let repository = MockPlaceRepository(result: .failure(SearchError.offline))
        let sut: SearchPlacesUseCase = SearchPlacesUseCaseImpl(repository: repository)

        do {
            _ = try await sut.execute(query: "porto")
            XCTFail("Expected a SearchError")
        } catch {
            XCTAssertEqual(error as? SearchError, .offline)
        }
    }
}
