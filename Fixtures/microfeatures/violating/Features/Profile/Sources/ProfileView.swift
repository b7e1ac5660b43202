import DesignSystem
import ProfileInterface
import Recipes
import RecipesTesting
import Shopping
import SwiftUI

public struct ProfileView: View, ProfileProviding {
    public let displayName: String
    public let shoppingList = ShoppingListStore()
    public let favourites = RecipeCatalog()

    public init(name: String) {
        displayName = name
    }

    public var body: some View {
        Text("\(displayName): \(RecipeFixtures.pancakes.title)").foregroundStyle(PantryColor.accent)
    }
}
