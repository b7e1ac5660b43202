import XCTest
import Domain
import Testing

final class GetTravellerProfileUseCaseImplTests: XCTestCase {
    func testExecute_returnsRepositoryProfile() async throws {
        let profile = DomainFixtures.profile()
        let repository = MockProfileRepository(profileResult: .success(profile))
        let sut: GetTravellerProfileUseCase = GetTravellerProfileUseCaseImpl(repository: repository)

        let result = try await sut.execute()

        XCTAssertEqual(result, profile)
    }

    func testExecute_passesOfflineErrorThrough() async {
        let repository = MockProfileRepository(profileResult: .failure(ProfileError.offline))
        let sut: GetTravellerProfileUseCase = GetTravellerProfileUseCaseImpl(repository: repository)

        do {
            _ = try await sut.execute()
            XCTFail("Expected a ProfileError")
        } catch {
            XCTAssertEqual(error as? ProfileError, .offline)
        }
    }
}
