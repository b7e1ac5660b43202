import Foundation
import SignInUseCaseAPI

/// Stub and spy for `SignInUseCaseRepositoryProtocol`, used by the use case's own tests.
public final class SignInUseCaseRepositoryStub: SignInUseCaseRepositoryProtocol, @unchecked Sendable {

    // MARK: Configurable behaviour

    public var authenticationOutcome: SignInUseCaseNameSpace.AuthenticationOutcome = .unreachable
    public var storeSessionError: Error?

    // MARK: Call tracking

    public private(set) var authenticateCallCount = 0
    public private(set) var lastAuthenticatedEmail: String?
    public private(set) var storeSessionCallCount = 0
    public private(set) var storedSessions: [SignInUseCaseNameSpace.Session] = []

    public init() {}

    public func reset() {
        authenticationOutcome = .unreachable
        storeSessionError = nil
        authenticateCallCount = 0
        lastAuthenticatedEmail = nil
        storeSessionCallCount = 0
        storedSessions = []
    }

    // MARK: SignInUseCaseRepositoryProtocol

    public func authenticate(email: String, password: String) async -> SignInUseCaseNameSpace.AuthenticationOutcome {
        authenticateCallCount += 1
        lastAuthenticatedEmail = email
        return authenticationOutcome
    }

    public func storeSession(
        _ session: SignInUseCaseNameSpace.Session
    ) async throws -> SignInUseCaseNameSpace.StoreSessionResult {
        storeSessionCallCount += 1
        if let storeSessionError {
            throw storeSessionError
        }
        storedSessions.append(session)
        return SignInUseCaseNameSpace.StoreSessionResult(storedAt: session.signedInAt)
    }
}
