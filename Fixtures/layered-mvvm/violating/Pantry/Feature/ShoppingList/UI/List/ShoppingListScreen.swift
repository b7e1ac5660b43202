import SwiftUI
import SwiftData

/**
 * Shopping List Screen (stateful: owns the ViewModel)
 */
struct ShoppingListScreen: View {

    // MARK: - Properties

    @State private var viewModel: ShoppingListViewModel
    @State private var presentedError: UiError?
    @State private var sharedText: String?
    /// Lists not on the server yet, for the "waiting to sync" footnote.
    @Query(filter: #Predicate<ShoppingListEntity> { $0.isPendingSync }, sort: \ShoppingListEntity.createdAt)
    private var pendingLists: [ShoppingListEntity]

    // MARK: - Initialization

    init(viewModel: ShoppingListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    // MARK: - Body

    var body: some View {
        NavigationStack {
            ShoppingListContent(
                uiState: viewModel.uiState,
                onItemToggle: viewModel.onItemToggle,
                onRetryTap: viewModel.onRetryTap
            )
            .navigationTitle("Shopping")
            .safeAreaInset(edge: .bottom) {
                if !pendingLists.isEmpty {
                    Text("\(pendingLists.count) list(s) waiting to sync")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .refreshable {
                await viewModel.onPullToRefresh()
            }
        }
        .task {
            viewModel.loadLists()
        }
        .onChange(of: viewModel.navigationEvent) { _, event in
            handleNavigationEvent(event)
        }
        .errorAlert(error: $presentedError)
        .sheet(isPresented: Binding(get: { sharedText != nil }, set: { if !$0 { sharedText = nil } })) {
            ShareLink(item: sharedText ?? "")
        }
    }

    // MARK: - Private Functions

    private func handleNavigationEvent(_ event: ShoppingListNavigationEvent?) {
        guard let event else { return }

        switch event {
        case .share(let text):
            sharedText = text
        case .showError(let error):
            presentedError = error
        }

        viewModel.consumeNavigationEvent()
    }
}

/**
 * Shopping List Content (stateless, previewable)
 */
struct ShoppingListContent: View {

    // MARK: - Properties

    let uiState: ShoppingListUiState
    let onItemToggle: (_ listId: String, _ itemId: String) -> Void
    let onRetryTap: () -> Void

    // MARK: - Body

    var body: some View {
        ZStack {
            if uiState.isLoading && !uiState.hasContent {
                ProgressView()
                    .controlSize(.large)
            } else if let error = uiState.error, !uiState.hasContent {
                ErrorContent(error: error, onRetryTap: onRetryTap)
            } else if uiState.isEmpty {
                EmptyContent(
                    title: "No shopping lists",
                    message: "Open a recipe and add its missing ingredients to start a list.",
                    systemImage: "cart"
                )
            } else {
                List {
                    ForEach(uiState.lists) { list in
                        Section {
                            ForEach(list.items) { item in
                                ShoppingItemRow(item: item) {
                                    onItemToggle(list.id, item.id)
                                }
                            }
                        } header: {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(list.name)
                                    .font(.headline)
                                    .foregroundStyle(list.isCompleted ? Color.secondary : Color.primary)
                                Text(list.subtitle)
                                    .font(.caption)
                            }
                            .textCase(nil)
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

// MARK: - Previews

#Preview("Loading") {
    ShoppingListContent(
        uiState: ShoppingListUiState(isLoading: true),
        onItemToggle: { _, _ in },
        onRetryTap: {}
    )
}

#Preview("Content") {
    ShoppingListContent(
        uiState: ShoppingListUiState(
            lists: [
                ShoppingListUiModel(
                    id: "list-1",
                    name: "For Shakshuka",
                    subtitle: "12 Mar 2025 · 1 of 2 in the basket",
                    isCompleted: false,
                    items: [
                        ShoppingItemUiModel(id: "1", name: "Feta", amountText: "80 g", isChecked: false),
                        ShoppingItemUiModel(id: "2", name: "Tomatoes", amountText: "150 g", isChecked: true)
                    ]
                )
            ]
        ),
        onItemToggle: { _, _ in },
        onRetryTap: {}
    )
}

#Preview("Error") {
    ShoppingListContent(
        uiState: ShoppingListUiState(
            error: UiError(message: "Something went wrong on our side. Please try again.", action: .retry)
        ),
        onItemToggle: { _, _ in },
        onRetryTap: {}
    )
}
