import Foundation

/**
 * Pantry item model for the UI layer
 */
struct PantryItemUiModel: Equatable, Identifiable {

    enum ExpiryLevel: Hashable {
        case expired
        case soon
        case fresh
        case none
    }

    let id: String
    let name: String
    let amountText: String
    let categoryText: String
    let categorySymbol: String
    let expiryText: String
    let expiryLevel: ExpiryLevel
}

// MARK: - Domain → UI

extension PantryItem {

    func toUiModel(
        referenceDate: Date = Date(),
        dateFormatter: DateFormatter = .pantryShortDate
    ) -> PantryItemUiModel {
        let expiryText: String
        let expiryLevel: PantryItemUiModel.ExpiryLevel

        switch expiryStatus(on: referenceDate) {
        case .expired(let daysAgo):
            expiryText = daysAgo == 1 ? "Expired yesterday" : "Expired \(daysAgo) days ago"
            expiryLevel = .expired
        case .expiringSoon(let daysLeft):
            switch daysLeft {
            case 0: expiryText = "Expires today"
            case 1: expiryText = "Expires tomorrow"
            default: expiryText = "Expires in \(daysLeft) days"
            }
            expiryLevel = .soon
        case .fresh:
            expiryText = "Best before \(expiresOn.map(dateFormatter.string(from:)) ?? "")"
            expiryLevel = .fresh
        case .noExpiry:
            expiryText = "No expiry date"
            expiryLevel = .none
        }

        return PantryItemUiModel(
            id: id,
            name: name,
            amountText: unit.amountText(quantity),
            categoryText: category.displayName,
            categorySymbol: category.symbolName,
            expiryText: expiryText,
            expiryLevel: expiryLevel
        )
    }
}

extension PantryCategory {

    var displayName: String {
        switch self {
        case .produce: return "Fruit & Vegetables"
        case .dairy: return "Dairy & Eggs"
        case .meat: return "Meat"
        case .seafood: return "Fish & Seafood"
        case .bakery: return "Bakery"
        case .dryGoods: return "Dry Goods"
        case .frozen: return "Frozen"
        case .spices: return "Spices"
        case .other: return "Other"
        }
    }

    var symbolName: String {
        switch self {
        case .produce: return "carrot"
        case .dairy: return "cup.and.saucer"
        case .meat: return "fork.knife"
        case .seafood: return "fish"
        case .bakery: return "birthday.cake"
        case .dryGoods: return "takeoutbag.and.cup.and.straw"
        case .frozen: return "snowflake"
        case .spices: return "leaf"
        case .other: return "shippingbox"
        }
    }
}
