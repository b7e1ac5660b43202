import Foundation
import Observation

@Observable
class BookDetailViewModel {
    private let catalogRepository: CatalogRepo
    private let loansRepository: LoansRepo

    var book: Book?
    var confirmation: String?
    var isLoading = true
    var error: String?

    init(catalogRepository: CatalogRepo, loansRepository: LoansRepo) {
        self.catalogRepository = catalogRepository
        self.loansRepository = loansRepository
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

    /// Borrows the book when a copy is free, otherwise joins the hold queue.
    func performPrimaryAction() async {
        isLoading = true
        error = nil
        guard let book else {
            isLoading = false
            return
        }
        do {
            if book.isAvailable {
                let loan = try await loansRepository.borrowBook(id: book.bookId)
                confirmation = "Enjoy! Please return it by \(loan.dueAt.formatted(date: .long, time: .omitted))."
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
}
