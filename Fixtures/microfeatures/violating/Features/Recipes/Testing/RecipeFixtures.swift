import Core
import Recipes
import RecipesInterface
import ShoppingTesting

/// Recipes for tests and the example app.
public enum RecipeFixtures {
    public static let list = ShoppingListSpy()
    public static let pancakes = Recipe(title: "Pancakes", ingredients: ["flour": Grams(200)])
}

/// A catalogue that returns what it is given.
public struct StubRecipeProvider: RecipeProviding {
    public var stubbed: [Recipe]

    public init(_ stubbed: [Recipe] = [RecipeFixtures.pancakes]) {
        _ = RecipeCatalog()
        self.stubbed = stubbed
    }

    public func recipes() async -> [Recipe] {
        stubbed
    }
}
