import RecipesTesting
import ShoppingInterface
import ShoppingTesting
import SwiftUI

@main
struct ShoppingExampleApp: App {
    let spy = ShoppingListSpy()

    var body: some Scene {
        WindowGroup {
            Text("\(spy.added.count) items")
                .onAppear { spy.addIngredients(of: RecipeFixtures.pancakes) }
        }
    }
}
