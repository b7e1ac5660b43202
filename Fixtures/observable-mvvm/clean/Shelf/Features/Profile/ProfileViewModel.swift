import Foundation
import Observation

@Observable
class ProfileViewModel {
    private let membersRepository: MembersRepo

    var member: Member?
    var isLoading = true
    var error: String?

    init(membersRepository: MembersRepo) {
        self.membersRepository = membersRepository
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
            _ = try await membersRepository.updatePreferences(preferences)
            member = try await membersRepository.fetchCurrentMember()
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }
}
