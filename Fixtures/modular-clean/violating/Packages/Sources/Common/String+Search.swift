import Foundation

extension String {
    /// Trims whitespace and folds case and diacritics, so "  Lisboa " and "lisboa" compare equal.
    public var normalizedForSearch: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
