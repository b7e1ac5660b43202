import Foundation
import Observation

// Observation tracks every stored property below; no ObservableObject, no @Published,
// and no need to import Combine.
@Observable
class CatalogViewModel {
    private let catalogRepository: CatalogRepo

    var featuredBooks: [Book] = []
    var results: [Book] = []
    var totalCount = 0
    var query = ""
    var selectedGenre: Genre?
    var isLoading = true
    var error: String?

    init(catalogRepository: CatalogRepo) {
        self.catalogRepository = catalogRepository
    }

    var isFiltering: Bool {
        !query.isEmpty || selectedGenre != nil
    }

    var resultsSummary: String {
        results.count < totalCount ? "Showing \(results.count) of \(totalCount)" : "\(totalCount) books"
    }

    func fetchCatalog() async {
        isLoading = true
        error = nil
        do {
            featuredBooks = try await catalogRepository.fetchFeaturedBooks()
            let response = try await catalogRepository.searchBooks(query: query, genre: selectedGenre)
            results = response.results
            totalCount = response.totalCount
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func search() async {
        isLoading = true
        error = nil
        do {
            let response = try await catalogRepository.searchBooks(query: query, genre: selectedGenre)
            results = response.results
            totalCount = response.totalCount
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }

    func toggleGenre(_ genre: Genre) {
        selectedGenre = selectedGenre == genre ? nil : genre
    }

    func clearFilters() {
        query = ""
        selectedGenre = nil
    }
}
