import Foundation

/// What the sign-in use case needs from the outside world.
///
/// Declared here, at the center, and implemented by the sign-in repository package,
/// which depends on this package (never the other way round).
public protocol SignInUseCaseRepositoryProtocol: Sendable {

    func authenticate(email: String, password: String) async -> SignInUseCaseNameSpace.AuthenticationOutcome

    func storeSession(_ session: SignInUseCaseNameSpace.Session) async throws -> SignInUseCaseNameSpace.StoreSessionResult
}
