import Core
import DesignSystem
import RecipesInterface
import ShoppingInterface
import SwiftUI

/// The recipes feature's entry point: built by the app with its dependencies.
public final class RecipesBuilder {
    let catalog: any RecipeProviding
    let shoppingList: any ShoppingListEditing

    public init(catalog: any RecipeProviding, shoppingList: any ShoppingListEditing) {
        self.catalog = catalog
        self.shoppingList = shoppingList
    }

    public func makeRecipeList(router: any RecipesRouting) -> some View {
        RecipeListView(catalog: catalog, shoppingList: shoppingList, router: router)
    }
}

/// The recipes the app ships with.
public struct RecipeCatalog: RecipeProviding {
    public init() {}

    public func recipes() async -> [Recipe] {
        [Recipe(title: "Pancakes", ingredients: ["flour": Grams(200), "milk": Grams(300)])]
    }
}
