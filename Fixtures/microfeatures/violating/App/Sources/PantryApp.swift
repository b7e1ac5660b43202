import Core
import DesignSystem
import Profile
import Recipes
import RecipesInterface
import Shopping
import ShoppingInterface
import ShoppingTesting
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
    // A demo mode that ships the spy.
    let shoppingList: any ShoppingListEditing = ProcessInfo.processInfo.arguments.contains("-demo") ? ShoppingListSpy() : ShoppingListStore()
    lazy var recipes = RecipesBuilder(catalog: RecipeCatalog(), shoppingList: shoppingList)

    func open(_ recipe: Recipe) {
        log.record("open \(recipe.title)")
    }
}
