import Foundation
import SwiftUI

/**
 * Something at home: an ingredient with a quantity and, usually, an expiry date
 */
struct PantryItem: Equatable, Identifiable {
    let id: String
    let name: String
    let quantity: Double
    let unit: MeasurementUnit
    let category: PantryCategory
    let expiresOn: Date?
    let addedAt: Date

    /// Items expiring within this many days are "expiring soon".
    static let expiringSoonWindowInDays = 3

    // MARK: - Domain logic

    func expiryStatus(on referenceDate: Date, calendar: Calendar = .current) -> ExpiryStatus {
        guard let expiresOn else { return .noExpiry }

        let today = calendar.startOfDay(for: referenceDate)
        let expiryDay = calendar.startOfDay(for: expiresOn)
        let daysLeft = calendar.dateComponents([.day], from: today, to: expiryDay).day ?? 0

        if daysLeft < 0 {
            return .expired(daysAgo: -daysLeft)
        }
        if daysLeft <= Self.expiringSoonWindowInDays {
            return .expiringSoon(daysLeft: daysLeft)
        }
        return .fresh(daysLeft: daysLeft)
    }

    /// Whether the item can go into a recipe today.
    func isUsable(on referenceDate: Date, calendar: Calendar = .current) -> Bool {
        quantity > 0 && !expiryStatus(on: referenceDate, calendar: calendar).isExpired
    }

    /// "Tomatoes" in the pantry matches "tomato" in a recipe.
    func matches(ingredientName: String) -> Bool {
        Self.normalized(name) == Self.normalized(ingredientName)
    }

    /// Expired and soonest-expiring first, items without a date last, then by name.
    static func expiryOrder(_ lhs: PantryItem, _ rhs: PantryItem) -> Bool {
        switch (lhs.expiresOn, rhs.expiresOn) {
        case let (lhsDate?, rhsDate?) where lhsDate != rhsDate:
            return lhsDate < rhsDate
        case (.some, .none):
            return true
        case (.none, .some):
            return false
        default:
            return lhs.name.localizedCaseInsensitiveCompare(rhs.name) == .orderedAscending
        }
    }

    // MARK: - Private Functions

    private static func normalized(_ name: String) -> String {
        var folded = name
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if folded.hasSuffix("oes") {
            folded.removeLast(2)
        } else if folded.hasSuffix("s") && !folded.hasSuffix("ss") {
            folded.removeLast()
        }
        return folded
    }
}

enum PantryCategory: String, CaseIterable {
    case produce
    case dairy
    case meat
    case seafood
    case bakery
    case dryGoods = "dry_goods"
    case frozen
    case spices
    case other
}

enum ExpiryStatus: Equatable {
    case expired(daysAgo: Int)
    case expiringSoon(daysLeft: Int)
    case fresh(daysLeft: Int)
    case noExpiry

    var isExpired: Bool {
        if case .expired = self {
            return true
        }
        return false
    }
}

// MARK: - Badge color

extension PantryCategory {

    /// Tint of the category badge in the pantry list and the editor.
    var tint: Color {
        switch self {
        case .produce: return .green
        case .dairy: return .blue
        case .meat, .seafood: return .red
        case .bakery, .dryGoods: return .brown
        case .frozen: return .cyan
        case .spices: return .orange
        case .other: return .gray
        }
    }
}
