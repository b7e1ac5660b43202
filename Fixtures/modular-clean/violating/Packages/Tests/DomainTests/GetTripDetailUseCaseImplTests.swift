import XCTest
import Domain
import Testing

final class GetTripDetailUseCaseImplTests: XCTestCase {
    func testExecute_sortsItineraryAndBookingsChronologically() async throws {
        let trip = DomainFixtures.trip(
            id: "porto",
            itinerary: [
                DomainFixtures.itineraryItem(id: "dinner", hoursAfterReference: 30),
                DomainFixtures.itineraryItem(id: "flight", hoursAfterReference: 2)
            ],
            bookings: [
                DomainFixtures.booking(id: "tour", daysAfterReference: 3),
                DomainFixtures.booking(id: "hotel", daysAfterReference: 1)
            ]
        )
        let repository = MockTripRepository(tripResult: .success(trip))
        let sut: GetTripDetailUseCase = GetTripDetailUseCaseImpl(repository: repository)

        let result = try await sut.execute(tripId: "porto")

        XCTAssertEqual(result.itinerary.map(\.id), ["flight", "dinner"])
        XCTAssertEqual(result.bookings.map(\.id), ["hotel", "tour"])
        XCTAssertEqual(repository.requestedTripIds, ["porto"])
    }

    func testExecute_whenTripIsMissing_throwsNotFound() async {
        let repository = MockTripRepository(tripResult: .failure(TripError.notFound))
        let sut: GetTripDetailUseCase = GetTripDetailUseCaseImpl(repository: repository)

        do {
            _ = try await sut.execute(tripId: "gone")
            XCTFail("Expected a TripError")
        } catch {
            XCTAssertEqual(error as? TripError, .notFound)
        }
    }
}
