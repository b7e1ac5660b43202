import Foundation

extension MeasurementUnit {

    /**
     * Name shown in pickers
     */
    var displayName: String {
        switch self {
        case .gram: return "Grams"
        case .kilogram: return "Kilograms"
        case .milliliter: return "Milliliters"
        case .liter: return "Liters"
        case .teaspoon: return "Teaspoons"
        case .tablespoon: return "Tablespoons"
        case .cup: return "Cups"
        case .piece: return "Pieces"
        }
    }

    /**
     * "250 g", "1.5 l", "3 pcs"
     */
    func amountText(_ quantity: Double, formatter: NumberFormatter = .quantity) -> String {
        let number = formatter.string(from: NSNumber(value: quantity)) ?? "\(quantity)"
        switch self {
        case .piece:
            return quantity == 1 ? "\(number) pc" : "\(number) pcs"
        case .cup:
            return quantity == 1 ? "\(number) cup" : "\(number) cups"
        default:
            return "\(number) \(rawValue)"
        }
    }
}
