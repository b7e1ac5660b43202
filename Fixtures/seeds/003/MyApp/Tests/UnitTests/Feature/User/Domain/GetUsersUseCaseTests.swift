// seed 003:L2225-2299, recommended (block L2225-2299, "### Unit Test")
// ---
import XCTest
@testable import MyApp

/**
 * UseCase のユニットテスト
 */
final class GetUsersUseCaseTests: XCTestCase {

    // MARK: - プロパティ

    private var sut: GetUsersUseCase!
    private var fakeUserRepository: FakeUserRepository!
    private var fakeAnalyticsRepository: FakeAnalyticsRepository!

    // MARK: - セットアップ

    override func setUp() {
        super.setUp()
        fakeUserRepository = FakeUserRepository()
        fakeAnalyticsRepository = FakeAnalyticsRepository()
        sut = GetUsersUseCase(
            userRepository: fakeUserRepository,
            analyticsRepository: fakeAnalyticsRepository
        )
    }

    override func tearDown() {
        sut = nil
        fakeUserRepository = nil
        fakeAnalyticsRepository = nil
        super.tearDown()
    }

    // MARK: - テスト

    func test_execute_returnsUsersFromRepository() async throws {
        // Given
        let expectedUsers = [
            User.stub(id: "1", name: "Alice"),
            User.stub(id: "2", name: "Bob")
        ]
        fakeUserRepository.stubbedUsers = expectedUsers

        // When
        let result = try await sut.execute()

        // Then
        XCTAssertEqual(result, expectedUsers)
    }

    func test_execute_logsAnalytics() async throws {
        // Given
        let users = [User.stub(), User.stub()]
        fakeUserRepository.stubbedUsers = users

        // When
        _ = try await sut.execute()

        // Then
        XCTAssertEqual(fakeAnalyticsRepository.loggedUserListViewedCount, 2)
    }

    func test_execute_throwsError_whenRepositoryFails() async {
        // Given
        fakeUserRepository.stubbedError = AppError.network(.noConnection)

        // When/Then
        do {
            _ = try await sut.execute()
            XCTFail("Expected error to be thrown")
        } catch {
            XCTAssertEqual(error as? AppError, .network(.noConnection))
        }
    }
}
