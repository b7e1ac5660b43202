import Foundation

/// Local persistence the sign-in repository writes to. Implemented in the Data layer by `DataBase`.
public protocol SignInRepositoryDataBaseDataProtocol: Sendable {

    func saveSession(
        athleteID: String,
        displayName: String,
        signedInAt: Date
    ) async throws -> SignInRepositoryNameSpace.SaveSessionResult
}
