import Foundation
import Observation

@Observable
final class BookListViewModel {
    private(set) var books: [Book] = []
    // The concrete repository instead of the BooksRepo protocol.
    private let repository: BooksRepository

    init(repository: BooksRepository) {
        self.repository = repository
    }

    func load() async {
        books = (try? await repository.books()) ?? []
    }
}
