import Foundation

/**
 * A recipe checked against the pantry: which ingredients are at home, which are short
 */
struct RecipeDetail: Equatable {
    let recipe: Recipe
    let availability: [IngredientAvailability]

    // MARK: - Initialization

    /**
     * - Parameters:
     *   - pantryItems: the whole pantry; expired or empty items are ignored.
     *   - referenceDate: "today", used to decide what has expired.
     */
    init(recipe: Recipe, pantryItems: [PantryItem], referenceDate: Date) {
        let usableItems = pantryItems.filter { $0.isUsable(on: referenceDate) }
        self.recipe = recipe
        self.availability = recipe.ingredients.map { ingredient in
            IngredientAvailability(
                ingredient: ingredient,
                status: Self.status(of: ingredient, in: usableItems)
            )
        }
    }

    // MARK: - Domain logic

    /// What still has to be bought, with the missing amount for ingredients that are short.
    var missingIngredients: [RecipeIngredient] {
        availability.compactMap(\.missingIngredient)
    }

    var canCookNow: Bool {
        missingIngredients.isEmpty
    }

    // MARK: - Private Functions

    private static func status(
        of ingredient: RecipeIngredient,
        in pantryItems: [PantryItem]
    ) -> IngredientAvailability.Status {
        let matchingItems = pantryItems.filter { $0.matches(ingredientName: ingredient.name) }
        guard !matchingItems.isEmpty else { return .missing }

        let comparableAmounts = matchingItems.compactMap { item in
            item.unit.converted(item.quantity, to: ingredient.unit)
        }
        // Only incompatible units at home (a head of garlic for "10 g garlic"): trust the user has enough.
        guard !comparableAmounts.isEmpty else { return .available }

        let amountAtHome = comparableAmounts.reduce(0, +)
        if amountAtHome >= ingredient.quantity {
            return .available
        }
        return .short(missingQuantity: ingredient.quantity - amountAtHome)
    }
}

/**
 * Whether one ingredient of a recipe is in the pantry
 */
struct IngredientAvailability: Equatable {

    enum Status: Equatable {
        case available
        case short(missingQuantity: Double)
        case missing
    }

    let ingredient: RecipeIngredient
    let status: Status

    var missingIngredient: RecipeIngredient? {
        switch status {
        case .available:
            return nil
        case .short(let missingQuantity):
            return RecipeIngredient(name: ingredient.name, quantity: missingQuantity, unit: ingredient.unit)
        case .missing:
            return ingredient
        }
    }
}
