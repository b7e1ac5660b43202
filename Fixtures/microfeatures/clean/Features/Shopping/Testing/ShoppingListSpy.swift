import RecipesInterface
import ShoppingInterface

/// Records what features add to the shopping list.
public final class ShoppingListSpy: ShoppingListEditing {
    public private(set) var added: [ShoppingItem] = []

    public init() {}

    public func add(_ item: ShoppingItem) {
        added.append(item)
    }

    public func addIngredients(of recipe: Recipe) {
        added.append(ShoppingItem(name: recipe.title, amount: nil))
    }
}
