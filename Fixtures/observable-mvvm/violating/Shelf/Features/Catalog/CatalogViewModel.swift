import Foundation
import Observation

// Observation tracks every stored property below; no ObservableObject, no @Published,
// and no need to import Combine.
@Observable
class CatalogViewModel {
    private let catalogRepository: CatalogRepo
    private static let lastGenreKey = "catalog.lastGenre"

    var featuredBooks: [Book] = []
    var results: [Book] = []
    var totalCount = 0
    var query = ""
    var selectedGenre: Genre?
    var recentSearches: [String] = []
    var isShowingFilters = false
    var isLoading = true
    var error: String?

    init(catalogRepository: CatalogRepo) {
        self.catalogRepository = catalogRepository
        // Reopen the catalog on the genre the member looked at last time.
        if let raw = UserDefaults.standard.string(forKey: Self.lastGenreKey) {
            selectedGenre = Genre(rawValue: raw)
        }
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
            rememberSearch(query)
        } catch {
            self.error = error.localizedDescription
            Log.catalog.error("Search failed, URLSession said: \(error.localizedDescription, privacy: .public)")
        }
        isLoading = false
    }

    func toggleGenre(_ genre: Genre) {
        selectedGenre = selectedGenre == genre ? nil : genre
        UserDefaults.standard.set(selectedGenre?.rawValue, forKey: Self.lastGenreKey)
    }

    func clearFilters() {
        query = ""
        selectedGenre = nil
        isShowingFilters = false
    }

    private func rememberSearch(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        recentSearches.removeAll { $0 == trimmed }
        recentSearches.insert(trimmed, at: 0)
        recentSearches = Array(recentSearches.prefix(5))
    }
}
