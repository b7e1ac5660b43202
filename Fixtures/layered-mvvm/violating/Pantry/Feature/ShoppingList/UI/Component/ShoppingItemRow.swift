import SwiftUI

/**
 * One checkable line of a shopping list
 */
struct ShoppingItemRow: View {

    let item: ShoppingItemUiModel
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack(spacing: 12) {
                Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(item.isChecked ? Color.expiryFresh : Color.secondary)

                Text(item.name)
                    .strikethrough(item.isChecked)
                    .foregroundStyle(item.isChecked ? Color.secondary : Color.primary)

                Spacer()

                Text(item.amountText)
                    .foregroundStyle(.secondary)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .sensoryFeedback(.selection, trigger: item.isChecked)
        .accessibilityAddTraits(item.isChecked ? .isSelected : [])
    }
}

#Preview {
    List {
        ShoppingItemRow(
            item: ShoppingItemUiModel(id: "1", name: "Feta", amountText: "80 g", isChecked: false),
            onToggle: {}
        )
        ShoppingItemRow(
            item: ShoppingItemUiModel(id: "2", name: "Tomatoes", amountText: "150 g", isChecked: true),
            onToggle: {}
        )
    }
}
