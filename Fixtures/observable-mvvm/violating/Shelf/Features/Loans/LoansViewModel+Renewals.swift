import Foundation

// Bulk actions and the CSV export for the Loans tab.
extension LoansViewModel {
    var renewableLoans: [Loan] {
        loans.filter(\.canRenew)
    }

    /// Renews every loan that still has renewals left, one request after the other.
    func renewAllEligible() async {
        for loan in renewableLoans {
            await renewLoan(loan)
        }
        Log.loans.info("Renewed \(self.renewableLoans.count) loans in bulk")
    }

    func sortByDueDate() {
        loans.sort { $0.dueAt < $1.dueAt }
    }

    func sortByTitle() {
        loans.sort { $0.book.title.localizedStandardCompare($1.book.title) == .orderedAscending }
    }

    func daysUntilDue(for loan: Loan) -> Int {
        Calendar.current.dateComponents([.day], from: Date(), to: loan.dueAt).day ?? 0
    }

    func holdPickupText(for hold: Hold) -> String {
        guard let pickupBy = hold.pickupBy else { return "Waiting" }
        return "Pick up by \(pickupBy.formatted(date: .abbreviated, time: .omitted))"
    }

    /// Writes the current loans to a CSV file the share sheet can hand to Numbers or Mail.
    func exportLoansCSV() throws -> URL {
        var lines = ["title,borrowed,due"]
        for loan in loans {
            lines.append("\"\(loan.book.title)\",\(loan.borrowedAt.ISO8601Format()),\(loan.dueAt.ISO8601Format())")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-loans.csv")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
