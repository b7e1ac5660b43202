import XCTest
import Domain
import Testing
@testable import TripsFeature

@MainActor
final class TripListViewModelTests: XCTestCase {
    func testInit_loadsTrips() async {
        let trips = [DomainFixtures.trip(id: "azores"), DomainFixtures.trip(id: "kyoto", status: .past)]
        let useCase = MockGetTripsUseCase(result: .success(trips))

        let sut = TripListViewModel(getTripsUseCase: useCase)
        XCTAssertEqual(sut.viewState, .loading)
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        XCTAssertEqual(sut.viewData.trips, trips)
        XCTAssertEqual(sut.viewData.visibleTrips.map(\.id), ["azores"])
        XCTAssertEqual(useCase.executeCallCount, 1)
    }

    func testFilterChanged_showsPastTrips() async {
        let trips = [DomainFixtures.trip(id: "azores"), DomainFixtures.trip(id: "kyoto", status: .past)]
        let sut = TripListViewModel(getTripsUseCase: MockGetTripsUseCase(result: .success(trips)))
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        sut.handleEvent(.filterChanged(.past))

        XCTAssertEqual(sut.viewData.visibleTrips.map(\.id), ["kyoto"])
    }

    func testFailure_publishesErrorAndRetryReloads() async {
        let useCase = MockGetTripsUseCase(result: .failure(TripError.offline))
        let sut = TripListViewModel(getTripsUseCase: useCase)
        await AsyncWait.until { sut.viewState == .error(.offline) }
        XCTAssertEqual(sut.viewState, .error(.offline))

        useCase.result = .success([DomainFixtures.trip()])
        sut.handleEvent(.loadTrips)
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        XCTAssertEqual(sut.viewData.trips.count, 1)
        XCTAssertEqual(useCase.executeCallCount, 2)
    }
}
