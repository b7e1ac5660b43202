import Foundation

/**
 * UseCase Protocol for turning the missing ingredients of a recipe into a shopping list
 */
protocol CreateShoppingListFromRecipeUseCaseProtocol {
    func execute(recipeId: String) async throws -> ShoppingList
}

/**
 * UseCase for turning the missing ingredients of a recipe into a shopping list
 *
 * Works across three repositories: the recipe, the pantry it is checked against
 * (see RecipeDetail) and the shopping lists. Everything happens on protocols;
 * which store or API sits behind them is decided in DependencyContainer.
 */
final class CreateShoppingListFromRecipeUseCase: CreateShoppingListFromRecipeUseCaseProtocol {

    // MARK: - Private Properties

    private let recipeRepository: RecipeRepositoryProtocol
    private let pantryRepository: PantryRepositoryProtocol
    private let shoppingListRepository: ShoppingListRepositoryProtocol
    private let now: () -> Date
    private let makeId: () -> String

    // MARK: - Initialization

    init(
        recipeRepository: RecipeRepositoryProtocol,
        pantryRepository: PantryRepositoryProtocol,
        shoppingListRepository: ShoppingListRepositoryProtocol,
        now: @escaping () -> Date = Date.init,
        makeId: @escaping () -> String = { UUID().uuidString }
    ) {
        self.recipeRepository = recipeRepository
        self.pantryRepository = pantryRepository
        self.shoppingListRepository = shoppingListRepository
        self.now = now
        self.makeId = makeId
    }

    // MARK: - Public Functions

    func execute(recipeId: String) async throws -> ShoppingList {
        async let recipe = recipeRepository.getRecipe(recipeId: recipeId)
        async let pantryItems = pantryRepository.getPantryItems()

        let detail = try await RecipeDetail(
            recipe: recipe,
            pantryItems: pantryItems,
            referenceDate: now()
        )
        let missingIngredients = detail.missingIngredients
        guard !missingIngredients.isEmpty else {
            throw AppError.data(.validation("You already have everything for \(detail.recipe.title)"))
        }

        let list = ShoppingList(
            id: makeId(),
            name: "For \(detail.recipe.title)",
            createdAt: now(),
            items: missingIngredients.map(makeItem),
            sourceRecipeId: detail.recipe.id
        )
        return try await shoppingListRepository.createShoppingList(list)
    }

    // MARK: - Private Functions

    private func makeItem(for ingredient: RecipeIngredient) -> ShoppingItem {
        ShoppingItem(
            id: makeId(),
            name: ingredient.name,
            quantity: ingredient.quantity,
            unit: ingredient.unit,
            isChecked: false
        )
    }
}
