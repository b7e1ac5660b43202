import XCTest
import Domain
import Testing

final class GetTripsUseCaseImplTests: XCTestCase {
    func testExecute_listsActiveTripsSoonestFirstThenPastTripsNewestFirst() async throws {
        let later = DomainFixtures.trip(id: "later", status: .upcoming, startingInDays: 40)
        let sooner = DomainFixtures.trip(id: "sooner", status: .upcoming, startingInDays: 5)
        let ongoing = DomainFixtures.trip(id: "ongoing", status: .ongoing, startingInDays: -1)
        let oldest = DomainFixtures.trip(id: "oldest", status: .past, startingInDays: -300)
        let recent = DomainFixtures.trip(id: "recent", status: .past, startingInDays: -30)
        let repository = MockTripRepository(tripsResult: .success([later, oldest, sooner, recent, ongoing]))
        let sut: GetTripsUseCase = GetTripsUseCaseImpl(repository: repository)

        let trips = try await sut.execute()

        XCTAssertEqual(trips.map(\.id), ["ongoing", "sooner", "later", "recent", "oldest"])
    }

    func testExecute_mapsRepositoryFailureToTripError() async {
        let repository = MockTripRepository(tripsResult: .failure(TripError.offline))
        let sut: GetTripsUseCase = GetTripsUseCaseImpl(repository: repository)

        do {
            _ = try await sut.execute()
            XCTFail("Expected a TripError")
        } catch {
            XCTAssertEqual(error as? TripError, .offline)
        }
    }
}
