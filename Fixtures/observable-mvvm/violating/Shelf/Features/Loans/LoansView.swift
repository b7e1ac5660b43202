import SwiftUI

// Failures are logged by the view model (Log.loans), so this file needs no OSLog import.
struct LoansView: View {
    @State private var viewModel: LoansViewModel

    init(viewModel: LoansViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .navigationTitle("My Loans")
            .task { await viewModel.fetchLoans() }
            .refreshable { await viewModel.fetchLoans() }
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading && viewModel.isEmpty {
            ProgressView()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let error = viewModel.error {
            VStack(spacing: 12) {
                Text(error)
                    .foregroundColor(.red)
                    .multilineTextAlignment(.center)
                Button("Retry") {
                    Task { await viewModel.fetchLoans() }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if viewModel.isEmpty {
            ContentUnavailableView(
                "Nothing checked out",
                systemImage: "books.vertical",
                description: Text("Books you borrow or reserve show up here.")
            )
        } else {
            List {
                if viewModel.overdueCount > 0 {
                    Label("\(viewModel.overdueCount) overdue", systemImage: "exclamationmark.triangle.fill")
                        .foregroundStyle(.red)
                }
                if !viewModel.readyHolds.isEmpty {
                    Label("\(viewModel.readyHolds.count) ready for pickup", systemImage: "tray.full.fill")
                        .foregroundStyle(.green)
                }

                Section("Checked out") {
                    ForEach(viewModel.loans) { loan in
                        NavigationLink(value: LoansDestination.bookDetail(bookId: loan.book.bookId)) {
                            HStack(spacing: 12) {
                                BookCoverView(url: loan.book.coverUrl, width: 44)
                                VStack(alignment: .leading, spacing: 4) {
                                    Text(loan.book.title)
                                        .font(.headline)
                                    Text(viewModel.dueText(for: loan))
                                        .font(.subheadline)
                                        .foregroundStyle(loan.isOverdue ? Color.red : Color.secondary)
                                }
                            }
                        }
                        .swipeActions(edge: .trailing) {
                            Button("Return") {
                                Task { await viewModel.returnLoan(loan) }
                            }
                            .tint(.green)
                            if loan.canRenew {
                                Button("Renew") {
                                    Task { await viewModel.renewLoan(loan) }
                                }
                                .tint(.blue)
                            }
                        }
                    }
                }

                if !viewModel.holds.isEmpty {
                    Section("Holds") {
                        ForEach(viewModel.holds) { hold in
                            NavigationLink(value: LoansDestination.bookDetail(bookId: hold.book.bookId)) {
                                VStack(alignment: .leading, spacing: 4) {
                                    Text(hold.book.title)
                                        .font(.headline)
                                    if hold.status == .readyForPickup {
                                        Text("Ready for pickup")
                                            .foregroundStyle(.green)
                                    } else {
                                        Text("Position \(hold.queuePosition) in the queue")
                                            .foregroundStyle(.secondary)
                                    }
                                }
                            }
                            .swipeActions(edge: .trailing) {
                                Button("Cancel", role: .destructive) {
                                    Task { await viewModel.cancelHold(hold) }
                                }
                            }
                        }
                    }
                }
            }
            .overlay {
                if viewModel.isLoading {
                    ProgressView()
                }
            }
        }
    }
}
