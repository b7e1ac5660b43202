import Foundation
import Observation

@Observable
class ReadingHistoryViewModel {
    private let loansRepository: LoansRepo

    var pastLoans: [Loan] = []
    var isLoading = true
    var error: String?

    init(loansRepository: LoansRepo) {
        self.loansRepository = loansRepository
    }

    /// Past loans grouped by the year they were returned, newest year first.
    var loansByYear: [(year: Int, loans: [Loan])] {
        let calendar = Calendar.current
        let grouped = Dictionary(grouping: pastLoans) { loan in
            calendar.component(.year, from: loan.returnedAt ?? loan.dueAt)
        }
        return grouped.keys.sorted(by: >).map { year in
            (year: year, loans: grouped[year] ?? [])
        }
    }

    func fetchHistory() async {
        isLoading = true
        error = nil
        do {
            pastLoans = try await loansRepository.fetchLoanHistory()
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func returnedText(for loan: Loan) -> String {
        guard let returnedAt = loan.returnedAt else { return "Not returned" }
        return "Returned \(returnedAt.formatted(date: .abbreviated, time: .omitted))"
    }
}
