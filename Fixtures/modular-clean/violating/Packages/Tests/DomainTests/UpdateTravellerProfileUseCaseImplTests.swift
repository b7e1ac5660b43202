import XCTest
import Domain
import Testing

final class UpdateTravellerProfileUseCaseImplTests: XCTestCase {
    func testExecute_normalizesCodesBeforeSaving() async throws {
        let repository = MockProfileRepository(profileResult: .success(DomainFixtures.profile()))
        let sut: UpdateTravellerProfileUseCase = UpdateTravellerProfileUseCaseImpl(repository: repository)

        let saved = try await sut.execute(DomainFixtures.profile(homeAirport: " opo", preferredCurrency: "gbp "))

        XCTAssertEqual(saved.homeAirport, "OPO")
        XCTAssertEqual(saved.preferredCurrency, "GBP")
        XCTAssertEqual(repository.updatedProfiles.map(\.homeAirport), ["OPO"])
    }

    func testExecute_rejectsInvalidAirportCode() async {
        let repository = MockProfileRepository(profileResult: .success(DomainFixtures.profile()))
        let sut: UpdateTravellerProfileUseCase = UpdateTravellerProfileUseCaseImpl(repository: repository)

        do {
            _ = try await sut.execute(DomainFixtures.profile(homeAirport: "LISB"))
            XCTFail("Expected a ProfileError")
        } catch {
            XCTAssertEqual(error as? ProfileError, .invalidHomeAirport("LISB"))
            XCTAssertTrue(repository.updatedProfiles.isEmpty)
        }
    }

    func testExecute_rejectsUnsupportedCurrency() async {
        let repository = MockProfileRepository(profileResult: .success(DomainFixtures.profile()))
        let sut: UpdateTravellerProfileUseCase = UpdateTravellerProfileUseCaseImpl(repository: repository)

        do {
            _ = try await sut.execute(DomainFixtures.profile(preferredCurrency: "XYZ"))
            XCTFail("Expected a ProfileError")
        } catch {
            XCTAssertEqual(error as? ProfileError, .unsupportedCurrency("XYZ"))
        }
    }
}
