import Foundation

// Suggestions under the search field: the same recipes as the search itself, so
// they live next to GetRecipesUseCase.
extension GetRecipesUseCase {

    /**
     * The first recipes matching what has been typed so far, ready to be listed
     */
    func suggestions(for query: String, limit: Int = 5) async throws -> [RecipeUiModel] {
        let filter = RecipeSearchFilter(query: query)
        return try await execute(query: "")
            .filter(filter.matches)
            .prefix(limit)
            .map { $0.toUiModel() }
    }
}
