import SwiftUI

/**
 * Root view: one tab per feature
 *
 * Screens are assembled here from the DependencyContainer, so the feature UI never
 * needs to know how a ViewModel, a use case or a repository is built.
 */
struct ContentView: View {

    // MARK: - Properties

    @Environment(\.dependencies) private var dependencies

    // MARK: - Body

    var body: some View {
        TabView {
            RecipeListScreen(
                viewModel: dependencies.makeRecipeListViewModel(),
                detailScreen: { recipeId in
                    RecipeDetailScreen(
                        viewModel: dependencies.makeRecipeDetailViewModel(recipeId: recipeId)
                    )
                }
            )
            .tabItem { Label("Recipes", systemImage: "book") }

            PantryListScreen(
                viewModel: dependencies.makePantryListViewModel(),
                editScreen: { itemId in
                    PantryItemEditScreen(
                        viewModel: dependencies.makePantryItemEditViewModel(itemId: itemId)
                    )
                }
            )
            .tabItem { Label("Pantry", systemImage: "refrigerator") }

            ShoppingListScreen(viewModel: dependencies.makeShoppingListViewModel())
                .tabItem { Label("Shopping", systemImage: "cart") }

            SettingsScreen(viewModel: dependencies.makeSettingsViewModel())
                .tabItem { Label("Settings", systemImage: "gearshape") }
        }
        .tint(.accentPantry)
    }
}
