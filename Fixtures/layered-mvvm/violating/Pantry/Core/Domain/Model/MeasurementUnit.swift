import Foundation
import struct SwiftUI.LocalizedStringKey

/**
 * Units shared by recipes, the pantry and shopping lists
 *
 * The raw value is the unit symbol used by the API.
 */
enum MeasurementUnit: String, CaseIterable, Equatable {
    case gram = "g"
    case kilogram = "kg"
    case milliliter = "ml"
    case liter = "l"
    case teaspoon = "tsp"
    case tablespoon = "tbsp"
    case cup
    case piece = "pc"

    enum Kind: Equatable {
        case mass
        case volume
        case count
    }

    var kind: Kind {
        switch self {
        case .gram, .kilogram:
            return .mass
        case .milliliter, .liter, .teaspoon, .tablespoon, .cup:
            return .volume
        case .piece:
            return .count
        }
    }

    /**
     * Converts an amount of this unit into `target`
     *
     * - Returns: `nil` when the two units measure different things (grams vs. pieces).
     */
    func converted(_ amount: Double, to target: MeasurementUnit) -> Double? {
        guard kind == target.kind else { return nil }
        return amount * baseFactor / target.baseFactor
    }

    // Factor to the base unit of the kind: gram, milliliter or piece.
    private var baseFactor: Double {
        switch self {
        case .gram, .milliliter, .piece:
            return 1
        case .kilogram, .liter:
            return 1_000
        case .teaspoon:
            return 5
        case .tablespoon:
            return 15
        case .cup:
            return 240
        }
    }
}

// MARK: - Localized name

extension MeasurementUnit {

    /// "grams", "cups": for the unit picker of the pantry editor.
    var localizedName: LocalizedStringKey {
        switch self {
        case .gram: return "grams"
        case .kilogram: return "kilograms"
        case .milliliter: return "milliliters"
        case .liter: return "liters"
        case .teaspoon: return "teaspoons"
        case .tablespoon: return "tablespoons"
        case .cup: return "cups"
        case .piece: return "pieces"
        }
    }
}
