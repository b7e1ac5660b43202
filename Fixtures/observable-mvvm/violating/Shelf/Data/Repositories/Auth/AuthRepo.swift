import Foundation

/// Sign-in and token refresh against the Shelf API.
///
/// It refines `SessionProviding`, the protocol the network layer declares, so the DI container
/// can hand this repository to `AuthManager` without the network layer knowing the Data layer.
protocol AuthRepo: SessionProviding {
    func signIn(email: String, password: String) async throws -> AuthTokens
    func refreshSession(refreshToken: String) async throws -> AuthTokens
}
