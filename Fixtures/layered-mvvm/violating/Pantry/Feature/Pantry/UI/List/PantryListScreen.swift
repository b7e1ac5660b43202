import SwiftUI

/**
 * Pantry List Screen (stateful: owns the ViewModel and the editor sheet)
 */
struct PantryListScreen: View {

    // MARK: - Properties

    @State private var viewModel: PantryListViewModel
    @State private var editorTarget: EditorTarget?
    @State private var presentedError: UiError?
    @State private var networkMonitor = NetworkMonitor()

    private let editScreen: (String?) -> PantryItemEditScreen

    // MARK: - Initialization

    /**
     * - Parameter editScreen: builds the editor for an item id, or for a new item (`nil`).
     */
    init(
        viewModel: PantryListViewModel,
        editScreen: @escaping (String?) -> PantryItemEditScreen
    ) {
        _viewModel = State(initialValue: viewModel)
        self.editScreen = editScreen
    }

    // MARK: - Body

    var body: some View {
        NavigationStack {
            PantryListContent(
                uiState: viewModel.uiState,
                onItemTap: viewModel.onItemTap,
                onDeleteItem: viewModel.onDeleteItem,
                onRetryTap: viewModel.onRetryTap
            )
            .navigationTitle("Pantry")
            .safeAreaInset(edge: .top) {
                if !networkMonitor.isConnected {
                    Text("Offline: changes will sync later")
                        .font(.footnote)
                        .frame(maxWidth: .infinity)
                        .padding(8)
                        .background(.yellow.opacity(0.3))
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(action: viewModel.onAddTap) {
                        Label("Add Item", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Remove Expired Items", role: .destructive, action: viewModel.onClearExpiredTap)
                }
            }
        }
        .task {
            viewModel.loadItems()
        }
        .onChange(of: viewModel.navigationEvent) { _, event in
            handleNavigationEvent(event)
        }
        .sheet(item: $editorTarget) { target in
            editScreen(target.itemId)
        }
        .errorAlert(error: $presentedError)
    }

    // MARK: - Private Functions

    private func handleNavigationEvent(_ event: PantryListNavigationEvent?) {
        guard let event else { return }

        switch event {
        case .addItem:
            editorTarget = EditorTarget(itemId: nil)
        case .editItem(let itemId):
            editorTarget = EditorTarget(itemId: itemId)
        case .showError(let error):
            presentedError = error
        }

        viewModel.consumeNavigationEvent()
    }
}

/**
 * Which item the editor sheet is open for
 */
private struct EditorTarget: Identifiable {
    let itemId: String?

    var id: String {
        itemId ?? "new-item"
    }
}

/**
 * Pantry List Content (stateless, previewable)
 */
struct PantryListContent: View {

    // MARK: - Properties

    let uiState: PantryListUiState
    let onItemTap: (String) -> Void
    let onDeleteItem: (String) -> Void
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
                    title: "Your pantry is empty",
                    message: "Add what you have at home to see which recipes you can cook.",
                    systemImage: "refrigerator"
                )
            } else {
                List {
                    ForEach(uiState.sections) { section in
                        Section(section.title) {
                            ForEach(section.items) { item in
                                PantryItemRow(item: item)
                                    .contentShape(Rectangle())
                                    .onTapGesture { onItemTap(item.id) }
                                    .swipeActions {
                                        Button(role: .destructive) {
                                            onDeleteItem(item.id)
                                        } label: {
                                            Label("Delete", systemImage: "trash")
                                        }
                                    }
                            }
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
    PantryListContent(
        uiState: PantryListUiState(isLoading: true),
        onItemTap: { _ in },
        onDeleteItem: { _ in },
        onRetryTap: {}
    )
}

#Preview("Content") {
    PantryListContent(
        uiState: PantryListUiState(
            sections: [
                PantryListSectionUiModel(
                    id: "soon",
                    title: "Use soon",
                    items: [
                        PantryItemUiModel(
                            id: "1",
                            name: "Greek yogurt",
                            amountText: "500 g",
                            categoryText: "Dairy & Eggs",
                            categorySymbol: "cup.and.saucer",
                            expiryText: "Expires tomorrow",
                            expiryLevel: .soon
                        )
                    ]
                ),
                PantryListSectionUiModel(
                    id: "stock",
                    title: "In stock",
                    items: [
                        PantryItemUiModel(
                            id: "2",
                            name: "Basmati rice",
                            amountText: "1 kg",
                            categoryText: "Dry Goods",
                            categorySymbol: "takeoutbag.and.cup.and.straw",
                            expiryText: "No expiry date",
                            expiryLevel: .none
                        )
                    ]
                )
            ]
        ),
        onItemTap: { _ in },
        onDeleteItem: { _ in },
        onRetryTap: {}
    )
}

#Preview("Empty") {
    PantryListContent(
        uiState: PantryListUiState(),
        onItemTap: { _ in },
        onDeleteItem: { _ in },
        onRetryTap: {}
    )
}
