import SwiftUI

/**
 * Pantry Item Edit Screen (stateful: owns the ViewModel; shown as a sheet)
 */
struct PantryItemEditScreen: View {

    // MARK: - Properties

    @State private var viewModel: PantryItemEditViewModel
    @State private var presentedError: UiError?
    @Environment(\.dismiss) private var dismiss

    // MARK: - Initialization

    init(viewModel: PantryItemEditViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    // MARK: - Body

    var body: some View {
        NavigationStack {
            PantryItemEditContent(
                uiState: viewModel.uiState,
                onFieldChange: viewModel.onFieldChange,
                onRetryTap: viewModel.onRetryTap
            )
            .navigationTitle(viewModel.uiState.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if viewModel.uiState.isSaving {
                        ProgressView()
                    } else {
                        Button("Save", action: viewModel.onSaveTap)
                            .disabled(!viewModel.uiState.isSaveEnabled)
                    }
                }
            }
        }
        .task {
            viewModel.loadItem()
        }
        .onChange(of: viewModel.navigationEvent) { _, event in
            handleNavigationEvent(event)
        }
        .errorAlert(error: $presentedError)
    }

    // MARK: - Private Functions

    private func handleNavigationEvent(_ event: PantryItemEditNavigationEvent?) {
        guard let event else { return }

        switch event {
        case .dismiss:
            dismiss()
        case .showError(let error):
            presentedError = error
        }

        viewModel.consumeNavigationEvent()
    }
}

/**
 * Pantry Item Edit Content (stateless, previewable)
 *
 * Every control reads the UI state and reports edits through `onFieldChange`.
 */
struct PantryItemEditContent: View {

    // MARK: - Properties

    let uiState: PantryItemEditUiState
    let onFieldChange: (PantryItemEditUiState.FieldChange) -> Void
    let onRetryTap: () -> Void

    // MARK: - Body

    var body: some View {
        if uiState.isLoading {
            ProgressView()
                .controlSize(.large)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let error = uiState.error {
            ErrorContent(error: error, onRetryTap: onRetryTap)
        } else {
            form
        }
    }

    // MARK: - Private Views

    private var form: some View {
        Form {
            Section("Item") {
                TextField(
                    "Name",
                    text: Binding(get: { uiState.name }, set: { onFieldChange(.name($0)) })
                )
                .textInputAutocapitalization(.sentences)

                HStack {
                    TextField(
                        "Quantity",
                        text: Binding(get: { uiState.quantityText }, set: { onFieldChange(.quantity($0)) })
                    )
                    .keyboardType(.decimalPad)

                    Picker(
                        "Unit",
                        selection: Binding(get: { uiState.unit }, set: { onFieldChange(.unit($0)) })
                    ) {
                        ForEach(MeasurementUnit.allCases, id: \.self) { unit in
                            Text(unit.displayName).tag(unit)
                        }
                    }
                    .labelsHidden()
                }

                Picker(
                    "Category",
                    selection: Binding(get: { uiState.category }, set: { onFieldChange(.category($0)) })
                ) {
                    ForEach(PantryCategory.allCases, id: \.self) { category in
                        Label(category.displayName, systemImage: category.symbolName).tag(category)
                    }
                }
            }

            Section {
                Toggle(
                    "Has an expiry date",
                    isOn: Binding(get: { uiState.hasExpiryDate }, set: { onFieldChange(.hasExpiryDate($0)) })
                )
                if uiState.hasExpiryDate {
                    DatePicker(
                        "Expires on",
                        selection: Binding(get: { uiState.expiryDate }, set: { onFieldChange(.expiryDate($0)) }),
                        displayedComponents: .date
                    )
                }
            } header: {
                Text("Expiry")
            } footer: {
                Text("Items that expire within \(PantryItem.expiringSoonWindowInDays) days are listed under “Use soon”.")
            }
        }
    }
}

// MARK: - Previews

#Preview("New item") {
    PantryItemEditContent(
        uiState: PantryItemEditUiState(),
        onFieldChange: { _ in },
        onRetryTap: {}
    )
}

#Preview("Editing") {
    PantryItemEditContent(
        uiState: PantryItemEditUiState(
            itemId: "1",
            name: "Greek yogurt",
            quantityText: "500",
            unit: .gram,
            category: .dairy,
            hasExpiryDate: true
        ),
        onFieldChange: { _ in },
        onRetryTap: {}
    )
}

#Preview("Loading") {
    PantryItemEditContent(
        uiState: PantryItemEditUiState(itemId: "1", isLoading: true),
        onFieldChange: { _ in },
        onRetryTap: {}
    )
}
