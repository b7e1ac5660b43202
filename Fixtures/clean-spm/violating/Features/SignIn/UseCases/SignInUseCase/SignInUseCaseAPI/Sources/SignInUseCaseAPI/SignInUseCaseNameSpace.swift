import Foundation

/// Domain models, states and errors of the sign-in use case.
public enum SignInUseCaseNameSpace {}

// MARK: - Entities

extension SignInUseCaseNameSpace {

    /// An authenticated athlete, as the business rules see it.
    ///
    /// Deliberately not Codable: how a session travels over the wire or sits on disk is the
    /// data layer's business (see SignInResponseDTO and SessionEntity in the Data packages).
    public struct Session: Equatable, Sendable {
        public let athleteID: String
        public let displayName: String
        public let signedInAt: Date

        public init(athleteID: String, displayName: String, signedInAt: Date) {
            self.athleteID = athleteID
            self.displayName = displayName
            self.signedInAt = signedInAt
        }
    }

    /// What the repository reports after asking the backend to authenticate the athlete.
    public enum AuthenticationOutcome: Equatable, Sendable {
        case authenticated(Session)
        case rejected
        case unreachable
    }
}

// MARK: - Output boundary

extension SignInUseCaseNameSpace {

    public enum States: Equatable, Sendable {
        case idle
        case signingIn(email: String)
        case signedIn(Session)
        case failed(email: String, error: Errors)
    }

    public struct SignInResult: Equatable, Sendable {
        public let session: Session

        public init(session: Session) {
            self.session = session
        }
    }

    public struct StoreSessionResult: Equatable, Sendable {
        public let storedAt: Date

        public init(storedAt: Date) {
            self.storedAt = storedAt
        }
    }

    public struct ClearFailureResult: Equatable, Sendable {
        public let hadFailure: Bool

        public init(hadFailure: Bool) {
            self.hadFailure = hadFailure
        }
    }
}

// MARK: - Errors

extension SignInUseCaseNameSpace {

    public enum Errors: LocalizedError, Equatable, Sendable {
        case invalidEmailFormat
        case passwordTooShort(minimumLength: Int)
        case invalidCredentials
        case serviceUnreachable
        case sessionNotSaved
        case alreadySigningIn
        /// Anything else the backend or the device reported, kept for the support screen.
        case unexpected(NSError)

        public var errorDescription: String? {
            switch self {
            case .invalidEmailFormat:
                "That doesn't look like an email address."
            case .passwordTooShort(let minimumLength):
                "StrideLog passwords have at least \(minimumLength) characters."
            case .invalidCredentials:
                "Email or password is incorrect."
            case .serviceUnreachable:
                "StrideLog can't reach its servers. Check your connection and try again."
            case .sessionNotSaved:
                "You're signed in, but the session couldn't be saved on this device."
            case .alreadySigningIn:
                "Already signing you in."
            case .unexpected(let error):
                "Something went wrong (\(error.domain) \(error.code))."
            }
        }
    }
}
