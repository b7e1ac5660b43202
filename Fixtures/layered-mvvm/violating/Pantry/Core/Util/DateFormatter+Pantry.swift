import Foundation

extension DateFormatter {

    /**
     * "12 Mar", for expiry dates in lists
     */
    static let pantryShortDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("d MMM")
        return formatter
    }()

    /**
     * "12 Mar 2025", for the creation date of shopping lists
     */
    static let pantryMediumDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()
}
