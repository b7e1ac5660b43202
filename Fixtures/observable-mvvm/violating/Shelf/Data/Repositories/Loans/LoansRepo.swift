import Foundation

protocol LoansRepo {
    func fetchActiveLoans() async throws -> [Loan]
    func fetchLoanHistory() async throws -> [Loan]
    func borrowBook(id: String) async throws -> Loan
    func returnLoan(id: String) async throws -> Loan
    func renewLoan(id: String) async throws -> Loan
    func fetchHolds() async throws -> [Hold]
    func placeHold(bookId: String) async throws -> Hold
    func cancelHold(id: String) async throws -> Hold
}
