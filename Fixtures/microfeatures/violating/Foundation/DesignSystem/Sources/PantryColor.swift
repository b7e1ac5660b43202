import Core
import Profile
import SwiftUI

/// The signed-in cook's name on a card.
public func cardTitle(_ profile: ProfileView) -> String {
    profile.displayName.uppercased()
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
