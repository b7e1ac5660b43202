@testable import Recipes
import RecipesTesting
import ShoppingTesting
import XCTest

final class RecipesBuilderTests: XCTestCase {
    func testTheBuilderKeepsItsCatalog() async {
        let builder = RecipesBuilder(catalog: StubRecipeProvider(), shoppingList: ShoppingListSpy())
        let recipes = await builder.catalog.recipes()
        XCTAssertEqual(recipes, [RecipeFixtures.pancakes])
    }
}
