import Foundation

protocol MembersRepo {
    func fetchCurrentMember() async throws -> Member
    func updatePreferences(_ preferences: MemberPreferences) async throws -> MemberPreferences
}
