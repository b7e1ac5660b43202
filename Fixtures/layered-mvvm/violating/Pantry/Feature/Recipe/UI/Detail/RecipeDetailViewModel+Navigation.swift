import SwiftUI

/// Deep links into a recipe: the ViewModel builds the navigation stack itself instead of setting a
/// RecipeDetailNavigationEvent for the Screen to apply.
extension RecipeDetailViewModel {
    func pathToRecipe(id: String, from path: NavigationPath) -> NavigationPath {
        var path = path
        path.append(id)
        return path
    }
}
