import Foundation

struct Member: Codable, Identifiable {
    let memberId: String
    let displayName: String
    let email: String
    let cardNumber: String
    let homeBranch: Branch?
    let memberSince: Date
    let loanLimit: Int
    let activeLoanCount: Int
    let outstandingFines: Decimal
    let preferences: MemberPreferences

    var id: String { memberId }

    var remainingLoans: Int {
        max(loanLimit - activeLoanCount, 0)
    }

    enum CodingKeys: String, CodingKey {
        case memberId = "member_id"
        case displayName = "display_name"
        case email
        case cardNumber = "card_number"
        case homeBranch = "home_branch"
        case memberSince = "member_since"
        case loanLimit = "loan_limit"
        case activeLoanCount = "active_loan_count"
        case outstandingFines = "outstanding_fines"
        case preferences
    }
}

struct Branch: Codable, Hashable {
    let branchId: String
    let name: String
    let address: String

    enum CodingKeys: String, CodingKey {
        case branchId = "branch_id"
        case name
        case address
    }
}

/// Notification settings; also the body of `PATCH /members/me/preferences`.
struct MemberPreferences: Codable, Equatable {
    var dueDateReminders: Bool
    var holdReadyAlerts: Bool

    enum CodingKeys: String, CodingKey {
        case dueDateReminders = "due_date_reminders"
        case holdReadyAlerts = "hold_ready_alerts"
    }
}
