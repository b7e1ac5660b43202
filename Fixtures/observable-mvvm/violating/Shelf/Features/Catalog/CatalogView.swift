import SwiftUI

// The view talks to CatalogViewModel only; NetworkService and CatalogRepository stay behind
// the CatalogRepo protocol that the view model holds.
struct CatalogView: View {
    @State private var viewModel: CatalogViewModel
    @EnvironmentObject private var deepLinkHandler: DeepLinkHandler

    init(viewModel: CatalogViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .navigationTitle("Catalog")
            .searchable(text: $viewModel.query, prompt: "Title, author or ISBN")
            .onSubmit(of: .search) {
                Task { await viewModel.search() }
            }
            .toolbar {
                if viewModel.isFiltering {
                    Button("Clear") {
                        viewModel.clearFilters()
                        Task { await viewModel.search() }
                    }
                }
            }
            .task { await viewModel.fetchCatalog() }
            .refreshable { await viewModel.fetchCatalog() }
            .onOpenURL { url in
                Task { await deepLinkHandler.applySearch(from: url, to: viewModel) }
            }
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading && viewModel.results.isEmpty {
            ProgressView("Loading the catalog…")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let error = viewModel.error {
            VStack(spacing: 12) {
                Text(error)
                    .foregroundColor(.red)
                    .multilineTextAlignment(.center)
                Button("Retry") {
                    Task { await viewModel.fetchCatalog() }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            List {
                genreFilter

                if !viewModel.isFiltering && !viewModel.featuredBooks.isEmpty {
                    Section("Staff picks") {
                        ScrollView(.horizontal, showsIndicators: false) {
                            LazyHStack(spacing: 12) {
                                ForEach(viewModel.featuredBooks) { book in
                                    NavigationLink(value: CatalogDestination.bookDetail(bookId: book.bookId)) {
                                        BookCoverView(url: book.coverUrl, width: 90)
                                    }
                                }
                            }
                        }
                    }
                }

                Section(viewModel.resultsSummary) {
                    ForEach(viewModel.results) { book in
                        NavigationLink(value: book.detailDestination) {
                            BookRowView(book: book)
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .overlay {
                if viewModel.isLoading {
                    ProgressView()
                }
            }
        }
    }

    private var genreFilter: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 8) {
                ForEach(Genre.allCases) { genre in
                    Button(genre.displayName) {
                        viewModel.toggleGenre(genre)
                        Task { await viewModel.search() }
                    }
                    .buttonStyle(.bordered)
                    .tint(viewModel.selectedGenre == genre ? Color.accentColor : Color.secondary)
                }
            }
        }
        .listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }
}

#Preview {
    NavigationStack {
        CatalogView(viewModel: CatalogViewModel(catalogRepository: PreviewCatalogRepo()))
    }
    .environmentObject(DeepLinkHandler())
}

/// Canned catalog data for the canvas; the real repository needs the network stack.
private struct PreviewCatalogRepo: CatalogRepo {
    func fetchFeaturedBooks() async throws -> [Book] { [] }

    func searchBooks(query: String, genre: Genre?) async throws -> BookSearchResponse {
        BookSearchResponse(results: [], totalCount: 0)
    }

    func fetchBook(id: String) async throws -> Book {
        throw CancellationError()
    }
}
