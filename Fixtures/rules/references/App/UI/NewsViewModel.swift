import Foundation

final class NewsViewModel {
    private let repository: NewsRepositoryProtocol
    private let fallback = NewsRepository()

    init(repository: NewsRepositoryProtocol) {
        self.repository = repository
    }

    func load() {
        // URLSession must not be used here: go through the repository.
        let request = URLRequest(url: URL(string: "https://example.com")!)
        Task.detached { print(request) }
        Task { Log.app.info("loading") }
    }
}
