import Combine
import Foundation
import SignInUseCaseAPI

/// Stub and spy for `SignInUseCaseProtocol`. Tests drive `stateSubject` directly.
public final class SignInUseCaseStub: SignInUseCaseProtocol, @unchecked Sendable {

    // MARK: Configurable behaviour

    public let stateSubject = CurrentValueSubject<SignInUseCaseNameSpace.States, Never>(.idle)
    public var signInResult: Result<SignInUseCaseNameSpace.SignInResult, Error> =
        .failure(SignInUseCaseNameSpace.Errors.serviceUnreachable)

    // MARK: Call tracking

    public private(set) var signInCallCount = 0
    public private(set) var lastSignInEmail: String?
    public private(set) var clearFailureCallCount = 0

    public init() {}

    public func reset() {
        stateSubject.send(.idle)
        signInResult = .failure(SignInUseCaseNameSpace.Errors.serviceUnreachable)
        signInCallCount = 0
        lastSignInEmail = nil
        clearFailureCallCount = 0
    }

    // MARK: SignInUseCaseProtocol

    public var statePublisher: AnyPublisher<SignInUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func signIn(email: String, password: String) async throws -> SignInUseCaseNameSpace.SignInResult {
        signInCallCount += 1
        lastSignInEmail = email
        return try signInResult.get()
    }

    public func clearFailure() -> SignInUseCaseNameSpace.ClearFailureResult {
        clearFailureCallCount += 1
        return SignInUseCaseNameSpace.ClearFailureResult(hadFailure: true)
    }
}
