import DesignSystem
import RecipesInterface
import ShoppingInterface
import SwiftUI

struct RecipeListView: View {
    let catalog: any RecipeProviding
    let shoppingList: any ShoppingListEditing
    let router: any RecipesRouting
    @State private var recipes: [Recipe] = []

    var body: some View {
        List(recipes, id: \.title) { recipe in
            Button(recipe.title) { router.open(recipe) }
                .swipeActions { Button("Add to list") { shoppingList.add(ShoppingItem(name: recipe.title, amount: nil)) } }
        }
        .tint(PantryColor.accent)
        .task { recipes = await catalog.recipes() }
    }
}
