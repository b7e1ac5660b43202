import Foundation
import Resolver
import SignInRepositoryAPI
import SignInUseCaseAPI
@preconcurrency import WorkoutHistoryRepositoryImpl

/// Orchestrates the remote and local sign-in data sources for the sign-in use case.
public final class SignInRepositoryImpl: @unchecked Sendable {

    private let remoteData: SignInRepositoryRemoteDataProtocol
    private let dataBaseData: SignInRepositoryDataBaseDataProtocol

    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(SignInRepositoryRemoteDataProtocol.self),
            dataBaseData: Resolver.resolve(SignInRepositoryDataBaseDataProtocol.self)
        )
    }

    public init(
        remoteData: SignInRepositoryRemoteDataProtocol,
        dataBaseData: SignInRepositoryDataBaseDataProtocol
    ) {
        self.remoteData = remoteData
        self.dataBaseData = dataBaseData
    }
}

// MARK: - SignInUseCaseRepositoryProtocol

extension SignInRepositoryImpl: SignInUseCaseRepositoryProtocol {

    public func authenticate(email: String, password: String) async -> SignInUseCaseNameSpace.AuthenticationOutcome {
        do {
            let remote = try await remoteData.signIn(email: email, password: password)
            return .authenticated(Self.makeSession(from: remote))
        } catch SignInRepositoryNameSpace.RemoteErrors.invalidCredentials {
            return .rejected
        } catch {
            return .unreachable
        }
    }

    public func storeSession(
        _ session: SignInUseCaseNameSpace.Session
    ) async throws -> SignInUseCaseNameSpace.StoreSessionResult {
        let saved = try await dataBaseData.saveSession(
            athleteID: session.athleteID,
            displayName: session.displayName,
            signedInAt: session.signedInAt
        )
        // The offline history belongs to whoever signed in before: drop it.
        _ = try? await WorkoutHistoryRepositoryImpl().dropOfflineCopy()
        return SignInUseCaseNameSpace.StoreSessionResult(storedAt: saved.savedAt)
    }
}

// MARK: - Mapping

private extension SignInRepositoryImpl {

    static func makeSession(from remote: SignInRepositoryNameSpace.RemoteSignInResult) -> SignInUseCaseNameSpace.Session {
        let displayName = [remote.athlete.firstName, remote.athlete.lastName]
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        return SignInUseCaseNameSpace.Session(
            athleteID: remote.athlete.athleteID,
            displayName: displayName,
            signedInAt: remote.issuedAt
        )
    }
}
