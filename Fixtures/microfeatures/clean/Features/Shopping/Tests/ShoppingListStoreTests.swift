import RecipesTesting
@testable import Shopping
import ShoppingTesting
import XCTest

final class ShoppingListStoreTests: XCTestCase {
    func testIngredientsOfARecipeAreAdded() {
        let store = ShoppingListStore()
        store.addIngredients(of: RecipeFixtures.pancakes)
        XCTAssertEqual(store.items.map(\.name), ["flour"])
        XCTAssertTrue(ShoppingListSpy().added.isEmpty)
    }
}
