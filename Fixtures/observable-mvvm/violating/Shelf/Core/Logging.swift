import Foundation
import OSLog

/// Loggers grouped by category. Every file that writes to one of them imports OSLog itself.
enum Log {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "Shelf"

    static let networking = Logger(subsystem: subsystem, category: "networking")
    static let auth = Logger(subsystem: subsystem, category: "auth")
    static let navigation = Logger(subsystem: subsystem, category: "navigation")
    static let catalog = Logger(subsystem: subsystem, category: "catalog")
    static let loans = Logger(subsystem: subsystem, category: "loans")
    static let general = Logger(subsystem: subsystem, category: "general")
}

extension Logger {
    /// One line format for every loan event, so support can follow a member's history in Console.
    func loanEvent(_ action: String, loan: Loan) {
        info("\(action, privacy: .public) loan \(loan.loanId, privacy: .public) for book \(loan.book.bookId, privacy: .public)")
    }
}
