import Combine
import SignInScreenAPI
import SignInScreenAPITestDoubles
@testable import SignInScreenImpl
import SignInUseCaseAPI
import SignInUseCaseAPITestDoubles
import XCTest

@MainActor
final class SignInScreenViewModelTests: XCTestCase {

    private var useCase: SignInUseCaseStub!
    private var coordinator: SignInScreenCoordinatorSpy!
    private var sut: SignInScreenViewModel!

    override func setUp() async throws {
        try await super.setUp()
        useCase = SignInUseCaseStub()
        coordinator = SignInScreenCoordinatorSpy()
        sut = SignInScreenViewModel(
            dependencies: SignInScreenDependencies(coordinator: coordinator),
            signInUseCase: useCase
        )
    }

    override func tearDown() async throws {
        sut = nil
        coordinator = nil
        useCase = nil
        try await super.tearDown()
    }

    func test_signInButton_isDisabledUntilBothFieldsHaveText() {
        XCTAssertFalse(sut.isSignInButtonEnabled)
        sut.email = "ada@example.com"
        XCTAssertFalse(sut.isSignInButtonEnabled)
        sut.password = "correct-horse"
        XCTAssertTrue(sut.isSignInButtonEnabled)
    }

    func test_failedState_isShownAsAnAlertWithTheDomainMessage() async {
        let presented = expectation(description: "alert presented")
        let subscription = sut.$isErrorAlertPresented
            .dropFirst()
            .sink { isPresented in
                if isPresented { presented.fulfill() }
            }

        useCase.stateSubject.send(.failed(email: "ada@example.com", error: .invalidCredentials))
        await fulfillment(of: [presented], timeout: 1)

        XCTAssertEqual(sut.errorMessage, SignInUseCaseNameSpace.Errors.invalidCredentials.errorDescription)
        subscription.cancel()
    }

    func test_signedInState_asksTheCoordinatorToLeaveTheFlow() async {
        let navigated = expectation(description: "coordinator called")
        coordinator.onSignInDidComplete = { navigated.fulfill() }
        let session = SignInUseCaseNameSpace.Session(athleteID: "ath-42", displayName: "Ada", signedInAt: .now)

        useCase.stateSubject.send(.signedIn(session))
        await fulfillment(of: [navigated], timeout: 1)

        XCTAssertEqual(coordinator.signInDidCompleteCallCount, 1)
        XCTAssertEqual(sut.password, "")
    }

    func test_dismissingTheError_clearsTheFailureInTheUseCase() {
        sut.onDismissError()

        XCTAssertFalse(sut.isErrorAlertPresented)
        XCTAssertEqual(useCase.clearFailureCallCount, 1)
    }
}
