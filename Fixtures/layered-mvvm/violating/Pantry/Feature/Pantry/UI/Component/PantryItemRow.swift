import SwiftUI

/**
 * One row of the pantry list
 */
struct PantryItemRow: View {

    let item: PantryItemUiModel

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.categorySymbol)
                .frame(width: 28)
                .foregroundStyle(.secondary)
                .accessibilityLabel(item.categoryText)

            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                    .font(.body)
                Text(item.amountText)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Text(item.expiryText)
                .font(.caption.weight(.medium))
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(expiryColor.opacity(0.15), in: Capsule())
                .foregroundStyle(expiryColor)
        }
    }

    private var expiryColor: Color {
        switch item.expiryLevel {
        case .expired: return .expiryExpired
        case .soon: return .expirySoon
        case .fresh: return .expiryFresh
        case .none: return .secondary
        }
    }
}

#Preview {
    List {
        PantryItemRow(
            item: PantryItemUiModel(
                id: "1",
                name: "Greek yogurt",
                amountText: "500 g",
                categoryText: "Dairy & Eggs",
                categorySymbol: "cup.and.saucer",
                expiryText: "Expires tomorrow",
                expiryLevel: .soon
            )
        )
        PantryItemRow(
            item: PantryItemUiModel(
                id: "2",
                name: "Basmati rice",
                amountText: "1 kg",
                categoryText: "Dry Goods",
                categorySymbol: "takeoutbag.and.cup.and.straw",
                expiryText: "No expiry date",
                expiryLevel: .none
            )
        )
    }
}
