import Foundation
import Observation

@Observable
class BookDetailViewModel {
    private let catalogRepository: CatalogRepo
    private let loansRepository: LoansRepo
    private let membersRepository: MembersRepo
    private let routeManager: RouteManager
    private let calendar: Calendar

    var book: Book?
    var confirmation: String?
    var isLoading = true
    var error: String?

    // Retries of failed requests are the network layer's job (URLSession lives in NetworkService).
    init(
        catalogRepository: CatalogRepo,
        loansRepository: LoansRepo,
        membersRepository: MembersRepo,
        routeManager: RouteManager,
        calendar: Calendar = .current
    ) {
        self.catalogRepository = catalogRepository
        self.loansRepository = loansRepository
        self.membersRepository = membersRepository
        self.routeManager = routeManager
        self.calendar = calendar
    }

    var primaryActionTitle: String {
        guard let book else { return "" }
        return book.isAvailable ? "Borrow" : "Place hold"
    }

    var availabilityText: String {
        guard let book else { return "" }
        if book.isAvailable {
            return "\(book.availableCopies) of \(book.totalCopies) copies on the shelf"
        }
        return book.holdQueueLength == 0 ? "All copies are out" : "\(book.holdQueueLength) members waiting"
    }

    func fetchBook(id: String) async {
        isLoading = true
        error = nil
        do {
            book = try await catalogRepository.fetchBook(id: id)
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    /// Borrows the book when a copy is free and the member has a loan left, otherwise joins the
    /// hold queue.
    func performPrimaryAction() async {
        isLoading = true
        error = nil
        guard let book else {
            isLoading = false
            return
        }
        do {
            let member = try await membersRepository.fetchCurrentMember()
            if book.isAvailable && member.remainingLoans > 0 {
                let loan = try await loansRepository.borrowBook(id: book.bookId)
                let days = calendar.dateComponents([.day], from: Date(), to: loan.dueAt).day ?? 0
                confirmation = "Enjoy! Please return it within \(days) days, by \(loan.dueAt.formatted(date: .long, time: .omitted))."
            } else {
                let hold = try await loansRepository.placeHold(bookId: book.bookId)
                confirmation = "You are number \(hold.queuePosition) in the queue."
            }
            self.book = try await catalogRepository.fetchBook(id: book.bookId)
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func showMyLoans() {
        confirmation = nil
        routeManager.showLoans()
    }
}
