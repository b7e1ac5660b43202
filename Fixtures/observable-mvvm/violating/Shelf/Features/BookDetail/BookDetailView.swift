import SwiftUI

struct BookDetailView: View {
    @State private var viewModel: BookDetailViewModel
    private let bookId: String

    init(bookId: String, viewModel: BookDetailViewModel) {
        self.bookId = bookId
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .navigationTitle(viewModel.book?.title ?? "Book")
            .navigationBarTitleDisplayMode(.inline)
            .task { await viewModel.fetchBook(id: bookId) }
            .alert(
                "All set",
                isPresented: Binding(
                    get: { viewModel.confirmation != nil },
                    set: { if !$0 { viewModel.confirmation = nil } }
                )
            ) {
                Button("View my loans") {
                    viewModel.showMyLoans()
                }
                Button("OK", role: .cancel) {}
            } message: {
                Text(viewModel.confirmation ?? "")
            }
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading && viewModel.book == nil {
            ProgressView()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let error = viewModel.error {
            VStack(spacing: 12) {
                Text(error)
                    .foregroundColor(.red)
                    .multilineTextAlignment(.center)
                Button("Retry") {
                    Task { await viewModel.fetchBook(id: bookId) }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let book = viewModel.book {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    HStack(alignment: .top, spacing: 16) {
                        BookCoverView(url: book.coverUrl, width: 120)
                        VStack(alignment: .leading, spacing: 6) {
                            Text(book.title)
                                .font(.title2.bold())
                            Text(book.authorLine)
                                .foregroundStyle(.secondary)
                            if let year = book.publishedYear {
                                Text(String(year))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            AvailabilityBadgeView(availableCopies: book.availableCopies)
                        }
                    }

                    SectionCardView {
                        Label("Availability", systemImage: "books.vertical")
                    } content: {
                        Text(viewModel.availabilityText)
                        if let shelfMark = book.shelfMark {
                            Text("Shelf \(shelfMark)")
                                .font(.callout.monospaced())
                        }
                    }

                    if let summary = book.summary {
                        SectionCardView {
                            Label("About this book", systemImage: "text.alignleft")
                        } content: {
                            Text(summary)
                        }
                    }

                    Button {
                        Task { await viewModel.performPrimaryAction() }
                    } label: {
                        Text(viewModel.primaryActionTitle)
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .disabled(viewModel.isLoading)
                }
                .padding()
            }
        }
    }
}
