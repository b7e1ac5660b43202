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
}
