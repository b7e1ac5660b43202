import Foundation
import Observation

@MainActor
@Observable
class ReadingHistoryViewModel {
    // The concrete repository: only LoansRepository keeps the cached history between visits.
    private let loansRepository: LoansRepository

    var pastLoans: [Loan] = []
    var isLoading = true
    var error: String?

    init(loansRepository: LoansRepository) {
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
        if let cached = loansRepository.cachedHistory, !cached.isEmpty {
            pastLoans = cached
        }
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
