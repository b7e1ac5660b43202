import Foundation

/// Data-side models the sign-in data sources hand to the repository.
public enum SignInRepositoryNameSpace {}

extension SignInRepositoryNameSpace {

    /// The athlete profile as the StrideLog backend returns it after authentication.
    public struct RemoteAthlete: Equatable, Sendable {
        public let athleteID: String
        public let firstName: String
        public let lastName: String

        public init(athleteID: String, firstName: String, lastName: String) {
            self.athleteID = athleteID
            self.firstName = firstName
            self.lastName = lastName
        }
    }

    public struct RemoteSignInResult: Equatable, Sendable {
        public let athlete: RemoteAthlete
        public let issuedAt: Date

        public init(athlete: RemoteAthlete, issuedAt: Date) {
            self.athlete = athlete
            self.issuedAt = issuedAt
        }
    }

    public struct SaveSessionResult: Equatable, Sendable {
        public let savedAt: Date

        public init(savedAt: Date) {
            self.savedAt = savedAt
        }
    }

    /// Failures a remote data source reports for sign-in, already stripped of transport details.
    public enum RemoteErrors: Error, Equatable, Sendable {
        case invalidCredentials
        case unreachable
        case unexpectedResponse
    }
}
