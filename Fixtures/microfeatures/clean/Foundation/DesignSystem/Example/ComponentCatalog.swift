import Core
import DesignSystem
import SwiftUI

@main
struct ComponentCatalog: App {
    var body: some Scene {
        WindowGroup {
            WeightLabel(Grams(250)).foregroundStyle(PantryColor.accent)
        }
    }
}
