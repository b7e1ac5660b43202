import SwiftUI

struct ReadingHistoryView: View {
    @State private var viewModel: ReadingHistoryViewModel

    init(viewModel: ReadingHistoryViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .navigationTitle("Reading history")
            .task { await viewModel.fetchHistory() }
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading {
            ProgressView()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let error = viewModel.error {
            VStack(spacing: 12) {
                Text(error)
                    .foregroundColor(.red)
                    .multilineTextAlignment(.center)
                Button("Retry") {
                    Task { await viewModel.fetchHistory() }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if viewModel.pastLoans.isEmpty {
            ContentUnavailableView(
                "No history yet",
                systemImage: "clock.arrow.circlepath",
                description: Text("Books you return are listed here.")
            )
        } else {
            List {
                ForEach(viewModel.loansByYear, id: \.year) { group in
                    Section(String(group.year)) {
                        ForEach(group.loans) { loan in
                            NavigationLink(value: ProfileDestination.bookDetail(bookId: loan.book.bookId)) {
                                VStack(alignment: .leading, spacing: 4) {
                                    Text(loan.book.title)
                                        .font(.headline)
                                    Text(loan.book.authorLine)
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                    Text(viewModel.returnedText(for: loan))
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
