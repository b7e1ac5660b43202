import Foundation
import OSLog

class LoansRepository: LoansRepo {
    private let networkService: Networking
    /// The last history fetched, shown while the next fetch is under way.
    private(set) var cachedHistory: [Loan]?

    init(networkService: Networking) {
        self.networkService = networkService
    }

    func fetchActiveLoans() async throws -> [Loan] {
        let endpoint = LoansEndpoints.GetActiveLoans()
        let loans: [Loan] = try await networkService.makeRequest(endpoint: endpoint)
        return loans.sorted { $0.dueAt < $1.dueAt }
    }

    func fetchLoanHistory() async throws -> [Loan] {
        let endpoint = LoansEndpoints.GetLoanHistory()
        let loans: [Loan] = try await networkService.makeRequest(endpoint: endpoint)
        let history = loans.sorted { ($0.returnedAt ?? $0.dueAt) > ($1.returnedAt ?? $1.dueAt) }
        cachedHistory = history
        return history
    }

    func borrowBook(id: String) async throws -> Loan {
        let endpoint = LoansEndpoints.BorrowBook(bookId: id)
        let loan: Loan = try await networkService.makeRequest(endpoint: endpoint)
        Log.loans.loanEvent("Borrowed", loan: loan)
        return loan
    }

    func returnLoan(id: String) async throws -> Loan {
        let endpoint = LoansEndpoints.ReturnLoan(loanId: id)
        let loan: Loan = try await networkService.makeRequest(endpoint: endpoint)
        Log.loans.info("Returned loan \(id, privacy: .public); LoansView drops it on the next refresh")
        return loan
    }

    func renewLoan(id: String) async throws -> Loan {
        let endpoint = LoansEndpoints.RenewLoan(loanId: id)
        return try await networkService.makeRequest(endpoint: endpoint)
    }

    func fetchHolds() async throws -> [Hold] {
        let endpoint = LoansEndpoints.GetHolds()
        let holds: [Hold] = try await networkService.makeRequest(endpoint: endpoint)
        return holds.filter { $0.status != .cancelled }
    }

    func placeHold(bookId: String) async throws -> Hold {
        let endpoint = LoansEndpoints.PlaceHold(bookId: bookId)
        return try await networkService.makeRequest(endpoint: endpoint)
    }

    func cancelHold(id: String) async throws -> Hold {
        let endpoint = LoansEndpoints.CancelHold(holdId: id)
        return try await networkService.makeRequest(endpoint: endpoint)
    }
}
