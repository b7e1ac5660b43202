import XCTest
import Domain
import Network
import Testing
@testable import SearchFeature

private struct StubNetworkClient: NetworkClient {
    func send<Response: Decodable & Sendable>(_ endpoint: Endpoint, as responseType: Response.Type) async throws -> Response {
        throw NetworkError.offline
    }
}

@MainActor
final class SearchViewModelTests: XCTestCase {
    private func makeSUT(result: Result<[Place], Error> = .success([])) -> (SearchViewModel, MockSearchPlacesUseCase) {
        let useCase = MockSearchPlacesUseCase(result: result)
        let viewModel = SearchViewModel(searchPlacesUseCase: useCase, suggestionsClient: StubNetworkClient(), debounce: .zero)
        return (viewModel, useCase)
    }

    func testInit_withoutQuery_staysIdle() {
        let (sut, useCase) = makeSUT()

        XCTAssertEqual(sut.viewState, .idle)
        XCTAssertTrue(useCase.receivedQueries.isEmpty)
    }

    func testQueryChanged_publishesResults() async {
        let places = [DomainFixtures.place(id: "porto", name: "Porto")]
        let (sut, useCase) = makeSUT(result: .success(places))

        sut.handleEvent(.queryChanged("Porto"))
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        XCTAssertEqual(sut.viewData.places, places)
        XCTAssertEqual(useCase.receivedQueries, ["Porto"])
    }

    func testPlaceTapped_togglesSelection() async {
        let porto = DomainFixtures.place(id: "porto", name: "Porto")
        let (sut, _) = makeSUT(result: .success([porto]))
        sut.handleEvent(.queryChanged("Porto"))
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        sut.handleEvent(.placeTapped(porto))
        XCTAssertEqual(sut.viewData.selectedPlace, porto)

        sut.handleEvent(.placeTapped(porto))
        XCTAssertNil(sut.viewData.selectedPlace)
    }

    func testFailure_publishesErrorState() async {
        let (sut, _) = makeSUT(result: .failure(SearchError.offline))

        sut.handleEvent(.submitSearch)
        await AsyncWait.until { sut.viewState == .error(.offline) }

        XCTAssertEqual(sut.viewState, .error(.offline))
    }

    func testClearQuery_resetsToIdle() async {
        let (sut, _) = makeSUT(result: .success([DomainFixtures.place()]))
        sut.handleEvent(.queryChanged("Lisbon"))
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        sut.handleEvent(.clearQuery)

        XCTAssertEqual(sut.viewState, .idle)
        XCTAssertEqual(sut.viewData, SearchViewData())
    }
}
