import Recipes
import ShoppingInterface

/// Adds the first shipped recipe to the list, reaching into the recipes feature's implementation
/// (`import Recipes`, not its interface).
struct RecipeShortcut {
    let list: any ShoppingListEditing

    func addFirstRecipe() async {
        if let recipe = await RecipeCatalog().recipes().first { list.addIngredients(of: recipe) }
    }
}
