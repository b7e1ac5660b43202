import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

extension Color {

    // MARK: - Brand

    static let accentPantry = Color(red: 0.91, green: 0.42, blue: 0.18)

    // MARK: - Expiry

    static let expiryExpired = Color.red
    static let expirySoon = Color.orange
    static let expiryFresh = Color.green

    // MARK: - Surfaces

    /// Card background that follows light and dark mode.
    static var cardBackground: Color {
        #if canImport(UIKit)
        Color(uiColor: .secondarySystemBackground)
        #else
        Color.gray.opacity(0.12)
        #endif
    }
}
