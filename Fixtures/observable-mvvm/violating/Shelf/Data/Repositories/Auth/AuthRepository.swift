import Foundation

class AuthRepository: AuthRepo {
    private let networkService: Networking

    init(networkService: Networking) {
        self.networkService = networkService
    }

    func signIn(email: String, password: String) async throws -> AuthTokens {
        let endpoint = AuthEndpoints.SignIn(email: email, password: password)
        let session: AuthSession = try await networkService.makeRequest(endpoint: endpoint)
        return makeTokens(from: session)
    }

    func refreshSession(refreshToken: String) async throws -> AuthTokens {
        let endpoint = AuthEndpoints.RefreshSession(refreshToken: refreshToken)
        let session: AuthSession = try await networkService.makeRequest(endpoint: endpoint)
        return makeTokens(from: session)
    }

    private func makeTokens(from session: AuthSession) -> AuthTokens {
        AuthTokens(
            accessToken: session.accessToken,
            refreshToken: session.refreshToken,
            expiresAt: Date().addingTimeInterval(TimeInterval(session.expiresIn)),
            memberId: session.memberId
        )
    }
}
