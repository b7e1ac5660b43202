import Core

public struct Recipe: Hashable, Sendable {
    public var title: String
    public var ingredients: [String: Grams]

    public init(title: String, ingredients: [String: Grams]) {
        self.title = title
        self.ingredients = ingredients
    }
}

/// Where recipes come from: the app passes the implementation in.
public protocol RecipeProviding: Sendable {
    func recipes() async -> [Recipe]
}

/// What the recipes feature asks of its host when the user picks a recipe.
public protocol RecipesRouting: AnyObject {
    func open(_ recipe: Recipe)
}
