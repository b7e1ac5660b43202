import Foundation
import SignInRepositoryAPI
import SwiftData

extension DataBase: SignInRepositoryDataBaseDataProtocol {

    public func saveSession(
        athleteID: String,
        displayName: String,
        signedInAt: Date
    ) async throws -> SignInRepositoryNameSpace.SaveSessionResult {
        try write { context in
            // One athlete per device: a new session replaces the previous one.
            try context.delete(model: SessionEntity.self)
            context.insert(SessionEntity(athleteID: athleteID, displayName: displayName, signedInAt: signedInAt))
        }
        return SignInRepositoryNameSpace.SaveSessionResult(savedAt: signedInAt)
    }
}
