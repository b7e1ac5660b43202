import Foundation

/// The composition root: the only place that knows concrete repositories.
final class DIContainer {
    private let network: NetworkService

    init(network: NetworkService) {
        self.network = network
    }

    func makeBookListViewModel() -> BookListViewModel {
        BookListViewModel(repository: BooksRepository(network: network))
    }
}
