import Foundation
import SignInRepositoryAPI

extension NetworkService: SignInRepositoryRemoteDataProtocol {

    public func signIn(email: String, password: String) async throws -> SignInRepositoryNameSpace.RemoteSignInResult {
        let response: SignInResponseDTO
        do {
            response = try await send(
                .post,
                path: "auth/sessions",
                body: SignInDTO(email: email, password: password),
                decoding: SignInResponseDTO.self
            )
        } catch TransportError.status(401), TransportError.status(403) {
            throw SignInRepositoryNameSpace.RemoteErrors.invalidCredentials
        } catch TransportError.offline {
            throw SignInRepositoryNameSpace.RemoteErrors.unreachable
        } catch {
            throw SignInRepositoryNameSpace.RemoteErrors.unexpectedResponse
        }

        await tokens.store(response.accessToken)

        return SignInRepositoryNameSpace.RemoteSignInResult(
            athlete: SignInRepositoryNameSpace.RemoteAthlete(
                athleteID: response.athlete.id,
                firstName: response.athlete.firstName,
                lastName: response.athlete.lastName
            ),
            issuedAt: response.issuedAt
        )
    }
}
