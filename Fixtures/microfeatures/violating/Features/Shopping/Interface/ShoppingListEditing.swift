import Core
import RecipesInterface

public struct ShoppingItem: Hashable, Sendable {
    public var name: String
    public var amount: Grams?

    public init(name: String, amount: Grams?) {
        self.name = name
        self.amount = amount
    }
}

/// The shopping list other features add to.
public protocol ShoppingListEditing: AnyObject {
    func add(_ item: ShoppingItem)
    func addIngredients(of recipe: Recipe)
}
