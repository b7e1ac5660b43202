import SwiftUI

/**
 * Recipe Detail Screen (stateful: owns the ViewModel)
 */
struct RecipeDetailScreen: View {

    // MARK: - Properties

    @State private var viewModel: RecipeDetailViewModel
    @State private var createdListName: String?
    @State private var presentedError: UiError?

    // MARK: - Initialization

    init(viewModel: RecipeDetailViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    // MARK: - Body

    var body: some View {
        RecipeDetailContent(
            uiState: viewModel.uiState,
            onAddMissingIngredientsTap: viewModel.onAddMissingIngredientsTap,
            onRetryTap: viewModel.onRetryTap
        )
        .navigationTitle(viewModel.uiState.recipe?.title ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .task {
            viewModel.loadRecipe()
        }
        .onChange(of: viewModel.navigationEvent) { _, event in
            handleNavigationEvent(event)
        }
        .alert(
            "Added to your shopping lists",
            isPresented: Binding(
                get: { createdListName != nil },
                set: { isPresented in
                    if !isPresented { createdListName = nil }
                }
            ),
            presenting: createdListName
        ) { _ in
            Button("OK", role: .cancel) {}
        } message: { listName in
            Text("“\(listName)” is ready in the Shopping tab.")
        }
        .toolbar {
            Button("Cooked it", systemImage: "frying.pan", action: viewModel.onCookedTap)
        }
        .errorAlert(error: $presentedError, onRetry: viewModel.onAddMissingIngredientsTap)
    }

    // MARK: - Private Functions

    private func handleNavigationEvent(_ event: RecipeDetailNavigationEvent?) {
        guard let event else { return }

        switch event {
        case .shoppingListCreated(let listName):
            createdListName = listName
        case .showError(let error):
            presentedError = error
        }

        viewModel.consumeNavigationEvent()
    }
}

/**
 * Recipe Detail Content (stateless, previewable)
 */
struct RecipeDetailContent: View {

    // MARK: - Properties

    let uiState: RecipeDetailUiState
    let onAddMissingIngredientsTap: () -> Void
    let onRetryTap: () -> Void

    // MARK: - Body

    var body: some View {
        ZStack {
            if let recipe = uiState.recipe {
                RecipeDetailBody(
                    recipe: recipe,
                    isAddMissingEnabled: uiState.isAddMissingEnabled,
                    isCreatingShoppingList: uiState.isCreatingShoppingList,
                    onAddMissingIngredientsTap: onAddMissingIngredientsTap
                )
            } else if let error = uiState.error {
                ErrorContent(error: error, onRetryTap: onRetryTap)
            } else {
                ProgressView()
                    .controlSize(.large)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/**
 * Scrollable body of a loaded recipe
 */
private struct RecipeDetailBody: View {

    let recipe: RecipeDetailUiModel
    let isAddMissingEnabled: Bool
    let isCreatingShoppingList: Bool
    let onAddMissingIngredientsTap: () -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                AsyncImage(url: recipe.imageURL) { image in
                    image
                        .resizable()
                        .scaledToFill()
                } placeholder: {
                    Color.cardBackground
                }
                .frame(height: 220)
                .frame(maxWidth: .infinity)
                .clipped()

                VStack(alignment: .leading, spacing: 8) {
                    Text(recipe.title)
                        .font(.title.bold())
                    Text(recipe.metaText)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text(recipe.summary)
                }
                .padding(.horizontal)

                VStack(alignment: .leading, spacing: 12) {
                    Text("Ingredients")
                        .font(.title3.bold())
                    Label(recipe.availabilityText, systemImage: recipe.missingCount == 0 ? "checkmark.seal" : "cart")
                        .font(.subheadline)
                        .foregroundStyle(recipe.missingCount == 0 ? Color.expiryFresh : Color.accentPantry)
                    ForEach(recipe.ingredients) { ingredient in
                        IngredientRow(ingredient: ingredient)
                    }
                    Button(action: onAddMissingIngredientsTap) {
                        if isCreatingShoppingList {
                            ProgressView()
                                .frame(maxWidth: .infinity)
                        } else {
                            Text("Add missing to a shopping list")
                                .frame(maxWidth: .infinity)
                        }
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!isAddMissingEnabled)
                }
                .padding(.horizontal)

                VStack(alignment: .leading, spacing: 12) {
                    Text("Steps")
                        .font(.title3.bold())
                    ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .firstTextBaseline, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.headline)
                                .foregroundStyle(Color.accentPantry)
                            Text(step)
                        }
                    }
                }
                .padding(.horizontal)
            }
            .padding(.bottom, 24)
        }
    }
}

/**
 * One ingredient line with its pantry status
 */
private struct IngredientRow: View {

    let ingredient: IngredientUiModel

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: iconName)
                .foregroundStyle(iconColor)
            VStack(alignment: .leading, spacing: 2) {
                Text(ingredient.name)
                if case .short(let hint) = ingredient.status {
                    Text(hint)
                        .font(.caption)
                        .foregroundStyle(Color.expirySoon)
                }
            }
            Spacer()
            Text(ingredient.amountText)
                .foregroundStyle(.secondary)
        }
    }

    private var iconName: String {
        switch ingredient.status {
        case .available: return "checkmark.circle.fill"
        case .short: return "circle.lefthalf.filled"
        case .missing: return "circle"
        }
    }

    private var iconColor: Color {
        switch ingredient.status {
        case .available: return .expiryFresh
        case .short: return .expirySoon
        case .missing: return .secondary
        }
    }
}

// MARK: - Previews

#Preview("Loading") {
    RecipeDetailContent(
        uiState: RecipeDetailUiState(isLoading: true),
        onAddMissingIngredientsTap: {},
        onRetryTap: {}
    )
}

#Preview("Content") {
    RecipeDetailContent(
        uiState: RecipeDetailUiState(
            recipe: RecipeDetailUiModel(
                id: "shakshuka",
                title: "Shakshuka",
                summary: "Eggs poached in a spiced tomato and pepper sauce.",
                metaText: "25 min · Easy · 2 servings",
                imageURL: nil,
                availabilityText: "2 ingredients missing",
                missingCount: 2,
                ingredients: [
                    IngredientUiModel(id: "0-Eggs", name: "Eggs", amountText: "4 pcs", status: .available),
                    IngredientUiModel(id: "1-Tomatoes", name: "Tomatoes", amountText: "400 g", status: .short(hint: "Need 150 g more")),
                    IngredientUiModel(id: "2-Feta", name: "Feta", amountText: "80 g", status: .missing)
                ],
                steps: [
                    "Soften the onion and pepper in olive oil.",
                    "Add the tomatoes and spices, simmer for 10 minutes.",
                    "Make wells, crack in the eggs, cover until set."
                ]
            )
        ),
        onAddMissingIngredientsTap: {},
        onRetryTap: {}
    )
}

#Preview("Error") {
    RecipeDetailContent(
        uiState: RecipeDetailUiState(
            error: UiError(message: "This is taking too long. Please try again.", action: .retry)
        ),
        onAddMissingIngredientsTap: {},
        onRetryTap: {}
    )
}
