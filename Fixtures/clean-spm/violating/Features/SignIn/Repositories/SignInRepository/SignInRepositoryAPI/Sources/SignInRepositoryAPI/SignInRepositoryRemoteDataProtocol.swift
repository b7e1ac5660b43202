import Foundation
#if canImport(Resolver)
import Resolver
#endif

/// Remote data the sign-in repository reads. Implemented in the Data layer by `NetworkService`.
public protocol SignInRepositoryRemoteDataProtocol: Sendable {

    func signIn(email: String, password: String) async throws -> SignInRepositoryNameSpace.RemoteSignInResult
}

#if canImport(Resolver)
extension Resolver {

    /// The registered remote data source, for callers outside the repository package.
    public static var signInRemoteData: SignInRepositoryRemoteDataProtocol {
        resolve(SignInRepositoryRemoteDataProtocol.self)
    }
}
#endif
