import SwiftUI

/**
 * Recipe List Screen (stateful: owns the ViewModel and the navigation path)
 */
struct RecipeListScreen: View {

    // MARK: - Properties

    @State private var viewModel: RecipeListViewModel
    @State private var navigationPath = NavigationPath()
    @State private var presentedError: UiError?
    @State private var sharedURL: URL?

    private let detailScreen: (String) -> RecipeDetailScreen

    // MARK: - Initialization

    /**
     * - Parameter detailScreen: builds the detail screen of a recipe id (wired by the composition root).
     */
    init(
        viewModel: RecipeListViewModel,
        detailScreen: @escaping (String) -> RecipeDetailScreen
    ) {
        _viewModel = State(initialValue: viewModel)
        self.detailScreen = detailScreen
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationPath) {
            RecipeListContent(
                uiState: viewModel.uiState,
                onRecipeTap: viewModel.onRecipeTap,
                onFavoriteTap: viewModel.onFavoriteTap,
                onRetryTap: viewModel.onRetryTap
            )
            .navigationTitle("Recipes")
            .searchable(
                text: Binding(
                    get: { viewModel.uiState.searchQuery },
                    set: { viewModel.onSearchQueryChange($0) }
                ),
                prompt: "Recipes or ingredients"
            )
            .navigationDestination(for: String.self) { recipeId in
                detailScreen(recipeId)
            }
        }
        .task {
            viewModel.loadRecipes()
        }
        .onChange(of: viewModel.navigationEvent) { _, event in
            handleNavigationEvent(event)
        }
        .errorAlert(error: $presentedError)
        .sheet(isPresented: Binding(get: { sharedURL != nil }, set: { if !$0 { sharedURL = nil } })) {
            if let sharedURL {
                ShareLink(item: sharedURL)
            }
        }
    }

    // MARK: - Private Functions

    private func handleNavigationEvent(_ event: RecipeListNavigationEvent?) {
        guard let event else { return }

        switch event {
        case .detail(let recipeId):
            navigationPath.append(recipeId)
        case .share(let url):
            sharedURL = url
        case .showError(let error):
            presentedError = error
        }

        viewModel.consumeNavigationEvent()
    }
}

/**
 * Recipe List Content (stateless, previewable)
 */
struct RecipeListContent: View {

    // MARK: - Properties

    let uiState: RecipeListUiState
    let onRecipeTap: (String) -> Void
    let onFavoriteTap: (String) -> Void
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
                if uiState.isSearching {
                    ContentUnavailableView.search(text: uiState.searchQuery)
                } else {
                    EmptyContent(
                        title: "No recipes yet",
                        message: "Recipes show up here once you're online.",
                        systemImage: "book"
                    )
                }
            } else {
                List(uiState.recipes) { recipe in
                    RecipeCard(
                        recipe: recipe,
                        onFavoriteTap: { onFavoriteTap(recipe.id) }
                    )
                    .contentShape(Rectangle())
                    .onTapGesture { onRecipeTap(recipe.id) }
                }
                .listStyle(.plain)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

// MARK: - Previews

#Preview("Loading") {
    RecipeListContent(
        uiState: RecipeListUiState(isLoading: true),
        onRecipeTap: { _ in },
        onFavoriteTap: { _ in },
        onRetryTap: {}
    )
}

#Preview("Content") {
    RecipeListContent(
        uiState: RecipeListUiState(
            recipes: [
                RecipeUiModel(
                    id: "shakshuka",
                    title: "Shakshuka",
                    summary: "Eggs poached in a spiced tomato and pepper sauce.",
                    durationText: "25 min",
                    difficultyText: "Easy",
                    servingsText: "2 servings",
                    imageURL: nil,
                    isFavorite: true,
                    isQuick: true
                ),
                RecipeUiModel(
                    id: "lasagna",
                    title: "Spinach Lasagna",
                    summary: "Layers of pasta, ricotta, spinach and béchamel.",
                    durationText: "80 min",
                    difficultyText: "Medium",
                    servingsText: "6 servings",
                    imageURL: nil,
                    isFavorite: false,
                    isQuick: false
                )
            ]
        ),
        onRecipeTap: { _ in },
        onFavoriteTap: { _ in },
        onRetryTap: {}
    )
}

#Preview("No search results") {
    RecipeListContent(
        uiState: RecipeListUiState(searchQuery: "durian"),
        onRecipeTap: { _ in },
        onFavoriteTap: { _ in },
        onRetryTap: {}
    )
}

#Preview("Error") {
    RecipeListContent(
        uiState: RecipeListUiState(
            error: UiError(message: "You're offline. Connect to the internet and try again.", action: .retry)
        ),
        onRecipeTap: { _ in },
        onFavoriteTap: { _ in },
        onRetryTap: {}
    )
}
