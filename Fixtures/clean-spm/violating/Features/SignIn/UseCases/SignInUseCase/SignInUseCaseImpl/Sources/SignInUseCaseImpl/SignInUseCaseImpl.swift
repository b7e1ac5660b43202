import Combine
import Foundation
import Resolver
import SignInRepositoryImpl
import SignInUseCaseAPI

// Business rules for signing an athlete in.
// We never import UIKit or SwiftUI here, and there is no URLSession either: transport
// failures reach this layer already translated into `AuthenticationOutcome.unreachable`.
public final class SignInUseCaseImpl: @unchecked Sendable {

    private static let minimumPasswordLength = 8

    private let repository: SignInUseCaseRepositoryProtocol
    private let stateSubject = CurrentValueSubject<SignInUseCaseNameSpace.States, Never>(.idle)

    public convenience init() {
        // SwiftUI previews never call registerAllServices(), so fall back to the real repository.
        self.init(repository: Resolver.optional(SignInUseCaseRepositoryProtocol.self) ?? SignInRepositoryImpl())
    }

    public init(repository: SignInUseCaseRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - SignInUseCaseProtocol

extension SignInUseCaseImpl: SignInUseCaseProtocol {

    public var statePublisher: AnyPublisher<SignInUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func signIn(email: String, password: String) async throws -> SignInUseCaseNameSpace.SignInResult {
        if case .signingIn = stateSubject.value {
            throw SignInUseCaseNameSpace.Errors.alreadySigningIn
        }

        let normalizedEmail = email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()

        guard Self.isWellFormed(email: normalizedEmail) else {
            publishFailure(.invalidEmailFormat, email: normalizedEmail)
            throw SignInUseCaseNameSpace.Errors.invalidEmailFormat
        }
        guard password.count >= Self.minimumPasswordLength else {
            publishFailure(.passwordTooShort(minimumLength: Self.minimumPasswordLength), email: normalizedEmail)
            throw SignInUseCaseNameSpace.Errors.passwordTooShort(minimumLength: Self.minimumPasswordLength)
        }

        stateSubject.send(.signingIn(email: normalizedEmail))

        switch await repository.authenticate(email: normalizedEmail, password: password) {
        case .authenticated(let session):
            do {
                _ = try await repository.storeSession(session)
            } catch {
                publishFailure(.sessionNotSaved, email: normalizedEmail)
                throw SignInUseCaseNameSpace.Errors.sessionNotSaved
            }
            stateSubject.send(.signedIn(session))
            // The flow is complete: go back to idle so a later sign-in starts from scratch.
            stateSubject.send(.idle)
            return SignInUseCaseNameSpace.SignInResult(session: session)

        case .rejected:
            publishFailure(.invalidCredentials, email: normalizedEmail)
            throw SignInUseCaseNameSpace.Errors.invalidCredentials

        case .unreachable:
            publishFailure(.serviceUnreachable, email: normalizedEmail)
            throw SignInUseCaseNameSpace.Errors.serviceUnreachable
        }
    }

    public func clearFailure() -> SignInUseCaseNameSpace.ClearFailureResult {
        guard case .failed = stateSubject.value else {
            return SignInUseCaseNameSpace.ClearFailureResult(hadFailure: false)
        }
        stateSubject.send(.idle)
        return SignInUseCaseNameSpace.ClearFailureResult(hadFailure: true)
    }
}

// MARK: - Business rules

private extension SignInUseCaseImpl {

    /// One "@", a non-empty local part and a dotted domain. The backend validates again.
    static func isWellFormed(email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last else {
            return false
        }
        return !local.isEmpty
            && domain.contains(".")
            && !domain.hasPrefix(".")
            && !domain.hasSuffix(".")
    }

    func publishFailure(_ error: SignInUseCaseNameSpace.Errors, email: String) {
        stateSubject.send(.failed(email: email, error: error))
    }
}
