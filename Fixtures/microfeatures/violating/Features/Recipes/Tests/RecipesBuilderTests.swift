@testable import Recipes
import RecipesTesting
import Shopping
import ShoppingTesting
import XCTest

final class RecipesBuilderTests: XCTestCase {
    func testTheBuilderKeepsItsCatalog() async {
        let builder = RecipesBuilder(catalog: StubRecipeProvider(), shoppingList: ShoppingListStore())
        let recipes = await builder.catalog.recipes()
        XCTAssertEqual(recipes, [RecipeFixtures.pancakes])
    }
}
