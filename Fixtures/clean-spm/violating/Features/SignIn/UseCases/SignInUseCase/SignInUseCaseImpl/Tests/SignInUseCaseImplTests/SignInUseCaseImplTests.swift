import Combine
import SignInUseCaseAPI
import SignInUseCaseAPITestDoubles
@testable import SignInUseCaseImpl
import XCTest

final class SignInUseCaseImplTests: XCTestCase {

    private var repository: SignInUseCaseRepositoryStub!
    private var sut: SignInUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = SignInUseCaseRepositoryStub()
        sut = SignInUseCaseImpl(repository: repository)
    }

    override func tearDown() {
        repository = nil
        sut = nil
        super.tearDown()
    }

    func test_signIn_withMalformedEmail_failsWithoutAskingTheRepository() async {
        do {
            _ = try await sut.signIn(email: "runner.example.com", password: "long-enough")
            XCTFail("Expected invalidEmailFormat")
        } catch {
            XCTAssertEqual(error as? SignInUseCaseNameSpace.Errors, .invalidEmailFormat)
        }
        XCTAssertEqual(repository.authenticateCallCount, 0)
    }

    func test_signIn_withShortPassword_failsWithTheMinimumLength() async {
        do {
            _ = try await sut.signIn(email: "ada@example.com", password: "short")
            XCTFail("Expected passwordTooShort")
        } catch {
            XCTAssertEqual(error as? SignInUseCaseNameSpace.Errors, .passwordTooShort(minimumLength: 8))
        }
    }

    func test_signIn_whenBackendRejects_reportsInvalidCredentials() async {
        repository.authenticationOutcome = .rejected

        do {
            _ = try await sut.signIn(email: "ada@example.com", password: "wrong-password")
            XCTFail("Expected invalidCredentials")
        } catch {
            XCTAssertEqual(error as? SignInUseCaseNameSpace.Errors, .invalidCredentials)
        }
        XCTAssertTrue(repository.storedSessions.isEmpty)
    }

    func test_signIn_whenAuthenticated_storesSessionAndReturnsToIdle() async throws {
        let session = SignInUseCaseNameSpace.Session(
            athleteID: "ath-42",
            displayName: "Ada Lovelace",
            signedInAt: Date(timeIntervalSince1970: 1_700_000_000)
        )
        repository.authenticationOutcome = .authenticated(session)
        var states: [SignInUseCaseNameSpace.States] = []
        let subscription = sut.statePublisher.sink { states.append($0) }

        let result = try await sut.signIn(email: "  Ada@Example.com ", password: "correct-horse")

        XCTAssertEqual(result.session, session)
        XCTAssertEqual(repository.lastAuthenticatedEmail, "ada@example.com")
        XCTAssertEqual(repository.storedSessions, [session])
        XCTAssertEqual(states, [.idle, .signingIn(email: "ada@example.com"), .signedIn(session), .idle])
        subscription.cancel()
    }

    func test_clearFailure_afterAFailure_returnsToIdle() async {
        repository.authenticationOutcome = .unreachable
        _ = try? await sut.signIn(email: "ada@example.com", password: "correct-horse")

        let result = sut.clearFailure()

        XCTAssertTrue(result.hadFailure)
    }
}
