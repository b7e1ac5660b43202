import Foundation
import SwiftData

/**
 * Recipe Local DataSource Protocol
 */
protocol RecipeLocalDataSourceProtocol {
    func getRecipes() async throws -> [Recipe]
    func getRecipe(recipeId: String) async throws -> Recipe?
    func insertRecipe(_ recipe: Recipe) async throws
    func replaceAllRecipes(_ recipes: [Recipe]) async throws
}

/**
 * Local DataSource using SwiftData
 *
 * RecipeEntity objects never leave this actor: `@Model` instances belong to their
 * ModelContext and are not Sendable, so the API of the data source speaks domain models.
 */
@ModelActor
actor RecipeLocalDataSource: RecipeLocalDataSourceProtocol {

    func getRecipes() async throws -> [Recipe] {
        let descriptor = FetchDescriptor<RecipeEntity>(
            sortBy: [SortDescriptor(\.title)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func getRecipe(recipeId: String) async throws -> Recipe? {
        try fetchEntity(recipeId: recipeId)?.toDomain()
    }

    /// Inserts or updates: `id` is `@Attribute(.unique)`, so SwiftData upserts on insert.
    func insertRecipe(_ recipe: Recipe) async throws {
        modelContext.insert(recipe.toEntity())
        try modelContext.save()
    }

    func replaceAllRecipes(_ recipes: [Recipe]) async throws {
        try modelContext.delete(model: RecipeEntity.self)
        for recipe in recipes {
            modelContext.insert(recipe.toEntity())
        }
        try modelContext.save()
    }

    // MARK: - Private Functions

    private func fetchEntity(recipeId: String) throws -> RecipeEntity? {
        var descriptor = FetchDescriptor<RecipeEntity>(
            predicate: #Predicate { $0.id == recipeId }
        )
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first
    }
}
