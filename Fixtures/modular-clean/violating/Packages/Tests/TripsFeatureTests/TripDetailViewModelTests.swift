import XCTest
import Domain
import Testing
@testable import TripsFeature

@MainActor
final class TripDetailViewModelTests: XCTestCase {
    func testInit_loadsRequestedTrip() async {
        let booking = DomainFixtures.booking(id: "b1", daysAfterReference: 1)
        let trip = DomainFixtures.trip(id: "azores", bookings: [booking])
        let useCase = MockGetTripDetailUseCase(result: .success(trip))

        let sut = TripDetailViewModel(tripId: "azores", getTripDetailUseCase: useCase)
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        XCTAssertEqual(sut.viewData.trip, trip)
        XCTAssertEqual(useCase.requestedTripIds, ["azores"])
    }

    func testBookingTapped_togglesConfirmationCode() async {
        let booking = DomainFixtures.booking(id: "b1", daysAfterReference: 1)
        let trip = DomainFixtures.trip(id: "azores", bookings: [booking])
        let useCase = MockGetTripDetailUseCase(result: .success(trip))
        let sut = TripDetailViewModel(tripId: "azores", getTripDetailUseCase: useCase)
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        sut.handleEvent(.bookingTapped("b1"))
        XCTAssertEqual(sut.viewData.expandedBookingId, "b1")

        sut.handleEvent(.bookingTapped("b1"))
        XCTAssertNil(sut.viewData.expandedBookingId)
    }

    func testMissingTrip_publishesNotFound() async {
        let sut = TripDetailViewModel(
            tripId: "gone",
            getTripDetailUseCase: MockGetTripDetailUseCase(result: .failure(TripError.notFound))
        )

        await AsyncWait.until { sut.viewState == .error(.notFound) }

        XCTAssertEqual(sut.viewState, .error(.notFound))
    }
}
