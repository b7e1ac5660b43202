import Foundation
import Observation
import OSLog

@Observable
class LoansViewModel {
    private let loansRepository: LoansRepo

    var loans: [Loan] = []
    var holds: [Hold] = []
    var isLoading = true
    var error: String?

    init(loansRepository: LoansRepo) {
        self.loansRepository = loansRepository
    }

    var overdueCount: Int {
        loans.filter(\.isOverdue).count
    }

    var readyHolds: [Hold] {
        holds.filter { $0.status == .readyForPickup }
    }

    var isEmpty: Bool {
        loans.isEmpty && holds.isEmpty
    }

    func fetchLoans() async {
        isLoading = true
        error = nil
        do {
            loans = try await loansRepository.fetchActiveLoans()
            holds = try await loansRepository.fetchHolds()
        } catch {
            self.error = error.localizedDescription
            Log.loans.error("Loading loans failed: \(error.localizedDescription, privacy: .public)")
        }
        isLoading = false
    }

    func returnLoan(_ loan: Loan) async {
        isLoading = true
        error = nil
        do {
            _ = try await loansRepository.returnLoan(id: loan.loanId)
            loans.removeAll { $0.loanId == loan.loanId }
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func renewLoan(_ loan: Loan) async {
        isLoading = true
        error = nil
        do {
            let renewed = try await loansRepository.renewLoan(id: loan.loanId)
            if let index = loans.firstIndex(where: { $0.loanId == renewed.loanId }) {
                loans[index] = renewed
            }
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func cancelHold(_ hold: Hold) async {
        isLoading = true
        error = nil
        do {
            _ = try await loansRepository.cancelHold(id: hold.holdId)
            holds.removeAll { $0.holdId == hold.holdId }
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func dueText(for loan: Loan) -> String {
        let due = loan.dueAt.formatted(date: .abbreviated, time: .omitted)
        return loan.isOverdue ? "Overdue since \(due)" : "Due \(due)"
    }
}
