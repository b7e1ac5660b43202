import Recipes
import RecipesInterface
import RecipesTesting
import Shopping
import ShoppingTesting
import SwiftUI

/// Tries the recipes feature with stubbed recipes and a shopping list that only records.
@main
struct RecipesExampleApp: App {
    let builder = RecipesBuilder(catalog: StubRecipeProvider(), shoppingList: ShoppingListStore())

    var body: some Scene {
        WindowGroup { builder.makeRecipeList(router: PrintingRouter()) }
    }
}

final class PrintingRouter: RecipesRouting {
    func open(_ recipe: Recipe) {
        print(recipe.title)
    }
}
