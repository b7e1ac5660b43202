import Foundation
import Observation

// The same macro as @Observable, written with its module name.
@Observation.Observable
class ProfileViewModel {
    private let membersRepository: MembersRepo
    private let networkService: Networking

    var member: Member?
    var avatarURL: URL?
    var isLoading = true
    var error: String?

    init(membersRepository: MembersRepo, networkService: Networking) {
        self.membersRepository = membersRepository
        self.networkService = networkService
    }

    var finesText: String {
        guard let member, member.outstandingFines > 0 else { return "No fines" }
        return member.outstandingFines.formatted(.currency(code: Locale.current.currency?.identifier ?? "USD"))
    }

    var loanAllowanceText: String {
        guard let member else { return "" }
        return "\(member.activeLoanCount) of \(member.loanLimit) loans in use"
    }

    var memberSinceText: String {
        guard let member else { return "" }
        return "Member since \(member.memberSince.formatted(.dateTime.month(.wide).year()))"
    }

    func fetchProfile() async {
        isLoading = true
        error = nil
        do {
            member = try await membersRepository.fetchCurrentMember()
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func savePreferences(_ preferences: MemberPreferences) async {
        isLoading = true
        error = nil
        do {
            // The repository re-fetches the whole member afterwards; the endpoint alone is enough here.
            let endpoint = MembersEndpoints.UpdatePreferences(preferences: preferences)
            let _: MemberPreferences = try await networkService.makeRequest(endpoint: endpoint)
            member = try await membersRepository.fetchCurrentMember()
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func removeAvatar() async {
        isLoading = true
        error = nil
        do {
            let _: EmptyResponse = try await networkService.makeRequest(endpoint: DeleteAvatarEndpoint())
            avatarURL = nil
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    /// Not in MembersEndpoints yet: the avatar API is still behind a feature flag.
    struct DeleteAvatarEndpoint: Endpoint {
        var url = "\(Config.value(for: .api))/members/me/avatar"
        var method: HTTPMethod = .delete
        var requiresAuth = true
    }

    struct EmptyResponse: Decodable {}
}
