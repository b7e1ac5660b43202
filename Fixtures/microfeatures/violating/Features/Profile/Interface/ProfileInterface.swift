import Recipes
import Shopping

/// What other features may know about the signed-in cook.
public protocol ProfileProviding {
    var displayName: String { get }
    /// The cook's list, as the shopping feature's store keeps it.
    var shoppingList: ShoppingListStore { get }
    var favourites: RecipeCatalog { get }
}
