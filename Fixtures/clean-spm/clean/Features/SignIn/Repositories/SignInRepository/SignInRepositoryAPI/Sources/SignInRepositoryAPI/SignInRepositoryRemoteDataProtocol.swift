import Foundation

/// Remote data the sign-in repository reads. Implemented in the Data layer by `NetworkService`.
public protocol SignInRepositoryRemoteDataProtocol: Sendable {

    func signIn(email: String, password: String) async throws -> SignInRepositoryNameSpace.RemoteSignInResult
}
