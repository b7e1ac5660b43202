import Core
import RecipesInterface
import ShoppingInterface

/// The list as the app keeps it.
public final class ShoppingListStore: ShoppingListEditing {
    public private(set) var items: [ShoppingItem] = []

    public init() {}

    public func add(_ item: ShoppingItem) {
        items.append(item)
    }

    public func addIngredients(of recipe: Recipe) {
        for (name, amount) in recipe.ingredients.sorted(by: { $0.key < $1.key }) {
            add(ShoppingItem(name: name, amount: amount))
        }
    }
}
