import Foundation

extension NumberFormatter {

    /**
     * Quantities: "2", "0.5", "1.25" (at most two decimals, localized separator)
     */
    static let quantity: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    /**
     * "2 kg", "0.5 l": a quantity followed by its unit symbol
     */
    static func pantryAmount(_ quantity: Double, unit: MeasurementUnit) -> String {
        let number = quantity.formatted(.number.precision(.fractionLength(0...2)))
        return "\(number) \(unit.rawValue)"
    }
}
