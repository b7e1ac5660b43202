import RecipesTesting
import Shopping
import SwiftUI

@main
struct ShoppingExampleApp: App {
    let store = ShoppingListStore()

    var body: some Scene {
        WindowGroup {
            ShoppingListView(list: store)
                .onAppear { store.addIngredients(of: RecipeFixtures.pancakes) }
        }
    }
}
