import Core
import RecipesInterface
import SwiftUI

/// A recipe's title as a card shows it.
public func cardTitle(_ recipe: Recipe) -> String {
    recipe.title.uppercased()
}

public enum PantryColor {
    public static let accent = Color.orange
}

/// A weight as people read it.
public struct WeightLabel: View {
    let weight: Grams

    public init(_ weight: Grams) {
        self.weight = weight
    }

    public var body: some View {
        Text("\(Int(weight.value)) g")
    }
}
