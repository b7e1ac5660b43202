import Foundation

final class BooksRepository: BooksRepo {
    private let network: Networking
    // A repository that knows how the list draws its rows: the Data layer reaching into the UI.
    var preferredStyle: BookRowStyle = .compact

    init(network: Networking) {
        self.network = network
    }

    func books() async throws -> [Book] {
        _ = try await network.data(for: Endpoint(path: "books"))
        return []
    }
}
