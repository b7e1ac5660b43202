import Foundation

// Sharing and quick filters of the recipe list, kept out of RecipeListViewModel.swift
// to keep that file short.
extension RecipeListViewModel {

    // MARK: - Sharing

    func onShareTap(_ recipeId: String) {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "pantry.example.com"
        components.path = "/recipes/\(recipeId)"
        guard let url = components.url else { return }
        navigationEvent = .share(url)
    }

    /**
     * A recipe copied with "Share recipe" on another device is pasted as JSON
     */
    func onPasteRecipe(_ json: String) {
        guard let data = json.data(using: .utf8),
              let shared = try? JSONDecoder().decode(SharedRecipeDTO.self, from: data) else {
            navigationEvent = .showError(UiError(message: "This is not a Pantry recipe.", action: .dismiss))
            return
        }
        navigationEvent = .detail(recipeId: shared.recipeId)
    }

    // MARK: - Quick filters

    func onQuickFilterTap() {
        appendKeyword("quick")
    }

    func onDifficultyFilterTap(_ difficulty: RecipeDifficulty) {
        appendKeyword(difficulty.rawValue)
    }

    func onClearSearchTap() {
        onSearchQueryChange("")
    }

    private func appendKeyword(_ keyword: String) {
        let words = uiState.searchQuery.split(separator: " ").map(String.init)
        guard !words.contains(keyword) else { return }
        onSearchQueryChange((words + [keyword]).joined(separator: " "))
    }
}
