import Core
import DesignSystem
import Profile
import Recipes
import RecipesInterface
import Shopping
import ShoppingInterface
import SwiftUI

@main
struct PantryApp: App {
    let dependencies = AppDependencies()

    var body: some Scene {
        WindowGroup {
            TabView {
                dependencies.recipes.makeRecipeList(router: dependencies)
                ShoppingListView(list: dependencies.shoppingList)
                ProfileView(name: "Cook")
            }
            .tint(PantryColor.accent)
        }
    }
}

/// Creates every service once and hands each feature what it asks for through its interface.
final class AppDependencies: RecipesRouting {
    let log = Log(category: "app")
    let shoppingList: any ShoppingListEditing = ShoppingListStore()
    lazy var recipes = RecipesBuilder(catalog: RecipeCatalog(), shoppingList: shoppingList)

    func open(_ recipe: Recipe) {
        log.record("open \(recipe.title)")
    }
}
