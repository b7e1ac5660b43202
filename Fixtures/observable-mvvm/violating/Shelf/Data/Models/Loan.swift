import Foundation

struct Loan: Codable, Identifiable, Hashable {
    let loanId: String
    let book: BookSummary
    let borrowedAt: Date
    let dueAt: Date
    let returnedAt: Date?
    let renewalsRemaining: Int
    let status: LoanStatus

    var id: String { loanId }

    var isOverdue: Bool {
        status == .overdue || (returnedAt == nil && dueAt < Date())
    }

    var canRenew: Bool {
        returnedAt == nil && renewalsRemaining > 0
    }

    enum CodingKeys: String, CodingKey {
        case loanId = "loan_id"
        case book
        case borrowedAt = "borrowed_at"
        case dueAt = "due_at"
        case returnedAt = "returned_at"
        case renewalsRemaining = "renewals_remaining"
        case status
    }
}

enum LoanStatus: String, Codable {
    case active
    case overdue
    case returned
}

/// Body of `POST /loans`.
struct BorrowRequest: Encodable {
    let bookId: String

    enum CodingKeys: String, CodingKey {
        case bookId = "book_id"
    }
}
