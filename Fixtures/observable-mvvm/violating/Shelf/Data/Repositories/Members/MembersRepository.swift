import Foundation

class MembersRepository: MembersRepo {
    private let networkService: Networking

    init(networkService: Networking) {
        self.networkService = networkService
    }

    func fetchCurrentMember() async throws -> Member {
        let endpoint = MembersEndpoints.GetCurrentMember()
        return try await networkService.makeRequest(endpoint: endpoint)
    }

    func updatePreferences(_ preferences: MemberPreferences) async throws -> MemberPreferences {
        let endpoint = MembersEndpoints.UpdatePreferences(preferences: preferences)
        return try await networkService.makeRequest(endpoint: endpoint)
    }
}
