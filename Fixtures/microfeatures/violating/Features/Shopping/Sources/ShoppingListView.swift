import DesignSystem
import ShoppingInterface
import SwiftUI

public struct ShoppingListView: View {
    let list: any ShoppingListEditing

    public init(list: any ShoppingListEditing) {
        self.list = list
    }

    public var body: some View {
        Text("Shopping list").foregroundStyle(PantryColor.accent)
    }
}
